export { SMS_COUNTRIES, SMS_NUMBER_MESSAGE, smsNumber } from './phone.ts';
export { createSmsSender, type SmsMessage, type SmsResult, type SmsSender, type SmsSenderOptions, type TwilioSettings } from './sms.ts';
export { reserveSms, smsLogMigration, smsLogSegmentsMigration, type PendingSms } from './sms-log.ts';
