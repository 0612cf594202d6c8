export { createSmsSender, toE164, type SmsMessage, type SmsResult, type SmsSender, type SmsSenderOptions, type TwilioSettings } from './sms.ts';
