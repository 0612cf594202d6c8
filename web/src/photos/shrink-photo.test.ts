import { describe, expect, it } from 'vitest';
import { KEPT_LONGEST_SIDE, shrunkSize } from './shrink-photo.ts';

const MB = 1024 * 1024;

describe('the size a photo is sent at', () => {
  it("is the server's display size for a camera photo, keeping its shape", () => {
    expect(shrunkSize(4032, 3024, 3.2 * MB)).toEqual({ width: KEPT_LONGEST_SIDE, height: 1200 });
    expect(shrunkSize(3024, 4032, 3.2 * MB)).toEqual({ width: 1200, height: KEPT_LONGEST_SIDE });
  });

  it('shrinks a large photo even when it is small in bytes', () => {
    expect(shrunkSize(6000, 1000, 200 * 1024)).toEqual({ width: 1600, height: 267 });
  });

  it('leaves a small photo as it is', () => {
    expect(shrunkSize(1280, 960, 300 * 1024)).toBeNull();
    expect(shrunkSize(64, 48, 1024)).toBeNull();
  });

  it('re-encodes at its own size a photo no larger than the display size but heavy in bytes', () => {
    expect(shrunkSize(1600, 1200, 2 * MB)).toEqual({ width: 1600, height: 1200 });
  });
});
