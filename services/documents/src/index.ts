export * from './follow-ups/index.ts';
export * from './mail/index.ts';
export * from './pdfs/pdfs.ts';
export * from './priced/index.ts';
export * from './scheduler/index.ts';
export * from './sms/index.ts';
export * from './sending/index.ts';
