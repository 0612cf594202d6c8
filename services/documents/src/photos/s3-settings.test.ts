import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { settingsProblems } from '@cobber/kit';
import { freePort } from '@cobber/kit/kafka-broker';
import { DiskPhotoStore } from './disk-store.ts';
import { checkPhotoStorage, photoStorageSettings, photoStoreFromSettings } from './s3-settings.ts';

const Settings = z.object({ UPLOAD_DIR: z.string().default('.data/uploads'), ...photoStorageSettings }).superRefine(checkPhotoStorage);
const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const problemsOf = (env: Record<string, string>) => {
  const result = Settings.safeParse(env);
  return result.success ? [] : settingsProblems(result.error);
};

describe('where job photos are kept, as the S3_* settings say', () => {
  it('on disk under UPLOAD_DIR when S3_BUCKET is unset or empty', () => {
    expect(photoStoreFromSettings(Settings.parse({}))).toBeInstanceOf(DiskPhotoStore);
    expect(photoStoreFromSettings(Settings.parse({ S3_BUCKET: '' }))).toBeInstanceOf(DiskPhotoStore);
  });

  it('in the bucket when S3_BUCKET and both keys are set, with an endpoint or an AWS region (kept there: photos.s3.test.ts)', async () => {
    const keys = { S3_BUCKET: 'sparks-photos', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: SECRET };
    expect(photoStoreFromSettings(Settings.parse({ ...keys, S3_REGION: 'ap-southeast-2' }))).not.toBeInstanceOf(DiskPhotoStore);
    // It asks the endpoint, which is not there: an error, where the disk would answer "none".
    const unreachable = photoStoreFromSettings(Settings.parse({ ...keys, S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` }));
    await expect(unreachable.read('ab'.repeat(16), 'display')).rejects.toThrow();
  });

  it('refuses half a setup, naming each setting that is missing and never a key', () => {
    expect(problemsOf({ S3_BUCKET: 'sparks-photos', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      'S3_ACCESS_KEY_ID: S3_BUCKET keeps job photos in S3: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY too',
      'S3_SECRET_ACCESS_KEY: S3_BUCKET keeps job photos in S3: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY too',
    ]);
    const keysAlone = problemsOf({ S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: SECRET });
    expect(keysAlone.map((problem) => problem.split(':')[0])).toEqual(['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']);
    expect(keysAlone.join('\n')).toContain('set S3_BUCKET too');
    expect(keysAlone.join('\n')).not.toContain(SECRET);
    expect(problemsOf({ S3_BUCKET: 'sparks-photos', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: SECRET })).toEqual([
      "S3_REGION: S3_BUCKET on AWS (no S3_ENDPOINT): set the bucket's region, e.g. ap-southeast-2",
    ]);
  });

  it('refuses a bucket name S3 would not take, an endpoint that is no URL and a path style that is no yes or no', () => {
    const named = (env: Record<string, string>) => problemsOf(env).map((problem) => problem.split(':')[0]);
    const keys = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: SECRET, S3_ENDPOINT: 'http://127.0.0.1:9000' };
    expect(named({ ...keys, S3_BUCKET: 'Sparks_Photos' })).toEqual(['S3_BUCKET']);
    expect(named({ ...keys, S3_BUCKET: 'sparks-photos', S3_ENDPOINT: 'minio' })).toEqual(['S3_ENDPOINT']);
    expect(named({ ...keys, S3_BUCKET: 'sparks-photos', S3_FORCE_PATH_STYLE: 'maybe' })).toEqual(['S3_FORCE_PATH_STYLE']);
  });
});
