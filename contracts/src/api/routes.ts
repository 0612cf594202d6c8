import { z } from 'zod';
import { AccountLink, AccountNotice, LoginBody, LoginResponse, PasswordResetConfirm, PasswordResetRequest, User } from '../auth.ts';
import { BookRange, GstReport, GstReportQuery } from '../books.ts';
import { ClaimList, CreateClaim, JobClaimsList } from '../claims.ts';
import { Business, CreateBusiness, LogoUploadResponse, UpdateBusiness } from '../business.ts';
import { Client, ClientList, CreateClient, UpdateClient } from '../clients.ts';
import {
  CreateInvoiceFromQuote,
  CreateInvoiceItem,
  Invoice,
  InvoiceDocument,
  InvoiceItem,
  InvoiceListQuery,
  InvoicePage,
  InvoiceSummary,
  PublicInvoiceItems,
  PublicInvoiceResponse,
  SendInvoice,
  UpdateInvoice,
  UpdateInvoiceItem,
} from '../invoices.ts';
import { Photo, QuotePhoto, UpdatePhoto, UpdateQuotePhoto } from '../photos.ts';
import { CreatePriceBookItem, PriceBookImportResult, PriceBookItem, PriceBookPage, PriceBookQuery, UpdatePriceBookItem } from '../price-book.ts';
import { ConfirmedPayment, ConfirmTestPayment, CreateDepositPayment, DepositPaymentResponse, InvoicePaymentResponse, PaymentRecord, PaymentsConfig, PublicInvoicePayment } from '../payments.ts';
import {
  CreateQuote,
  CreateQuoteItem,
  CreateQuoteWithItems,
  GenerateQuoteRequest,
  Quote,
  QuoteDraft,
  QuoteItem,
  QuoteListItem,
  QuoteOptionInput,
  QuoteOptionName,
  QuoteStatus,
  RequestDeposit,
  QuoteWithMoney,
  SendQuote,
  UpdateQuote,
  UpdateQuoteItem,
} from '../quotes.ts';
import { AnswerQuote, ApproveQuote, PublicQuoteResponse, QuoteHistoryEntry } from '../quote-answers.ts';
import { DraftingCapabilities, Transcription } from '../transcribing.ts';
import { ApproveVariation, CreateVariation, PublicVariation, RejectVariation, SendVariation, UpdateVariation, Variation, VariationStatusAnswer } from '../variations.ts';
import { CreateReceipt, MarkInvoicePaid, Receipt, SendReceipt, UpdateReceipt } from '../receipts.ts';
import { ChangeDocumentReminders, DocumentReminders } from '../reminders.ts';
import { ChooseXeroOrganisation, InvoiceXeroSync, XeroCallbackQuery, XeroConnection, XeroSignIn } from '../xero.ts';
import { MarkNotificationsRead, NotificationListQuery, NotificationPage, PushPublicKey, PushSubscriptionSaved, SavePushSubscription, UnreadCount } from '../notifications.ts';
import { ClientListQuery, ClientPage, QuoteListQuery, QuotePage, ReceiptListQuery, ReceiptPage } from '../list-queries.ts';
import type { RoutePath } from './paths.ts';
import type { RefusalStatus } from './refusals.ts';

/** Who answers a path: a service, or the gateway itself (sign-in, probes, this document). */
export type ApiService = 'gateway' | 'business' | 'quotes' | 'invoices' | 'payments';

/**
 * Who may call it: `owner` needs a signed-in owner (else 401); `public` is
 * a client's signed-out call from a link, limited per address; `open`
 * is anyone's (sign-in, probes, the card form's config, Stripe's signed webhook).
 */
export type ApiAccess = 'owner' | 'public' | 'open';

export type ApiMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** One answer a call succeeds with. */
export interface ApiAnswer {
  status: number;
  /** The JSON it answers. */
  json?: z.ZodType;
  /** A file it answers instead (a receipt's PDF, a logo, the books' exports). */
  file?: 'application/pdf' | 'image/png' | 'image/jpeg' | 'text/csv' | 'text/plain' | 'application/xml';
  /** A redirect (`Location`): what a form post or a followed link is answered with. */
  redirect?: true;
}

export interface ApiRoute {
  method: ApiMethod;
  path: RoutePath;
  service: ApiService;
  access: ApiAccess;
  /**
   * The name of the service's handler that answers it (`sendQuote`): the service gives a
   * handler for each name of its routes, and routes of one service that share a name share
   * the handler (both logo uploads; the photo routes of quotes and of receipts).
   */
  handler: string;
  summary: string;
  /** Each path parameter's schema; a parameter not named here is a record's UUID. */
  params?: Record<string, z.ZodType>;
  /** The query string's parameters, as the route validates them (an object schema). */
  query?: z.ZodObject;
  /** The JSON body, as the route validates it (contracts' request schema). */
  body?: z.ZodType;
  /** The body may also be an urlencoded form (the sign-in form posts), answered with a redirect. */
  form?: true;
  /** A body other than JSON: the logo's multipart form, the bytes Stripe signed, or a CSV to import. */
  upload?: 'multipart/form-data' | 'application/octet-stream' | 'text/csv';
  answers: readonly ApiAnswer[];
  /** Refusals its shape does not show (refusals.ts): a conflict of a route without an id, a limit on sends… */
  refuses?: readonly RefusalStatus[];
  /** Answers with an ETag, and 304 to an If-None-Match of it. */
  etag?: true;
  /** Honours an `Idempotency-Key` (a UUID): a record made offline is made once however often the phone sends it. */
  idempotent?: true;
  /** Sends to a client for the owner: 403 until the owner's email is confirmed. */
  confirmedEmail?: true;
  /** The most bytes its JSON body may have, when more than the usual 100 KB. */
  bodyLimit?: number;
  /** Which of `body`'s shapes a body is held to, chosen by the body itself, so a refusal names that shape's fields. */
  chooseBody?: (raw: unknown) => z.ZodType;
  /** Answered only where the service is set up for it (the test card provider's Pay, Stripe's webhook); elsewhere 404. */
  optional?: true;
}

/** `/api/health` (liveness). */
export const Health = z.object({ status: z.literal('ok'), service: z.string() });

/** `/api/ready` (readiness): 503 with the same body until ready. */
export const Readiness = z.object({
  status: z.enum(['ready', 'not-ready']),
  checks: z.record(z.string(), z.object({ ok: z.boolean() }).loose()),
});

/** What the public answers (view, approve, reject) say: where the quote now stands. */
export const QuoteStatusAnswer = z.object({ status: QuoteStatus });

/** `GET /api/openapi.json`: this table as an OpenAPI 3.1 document (openapi.ts). */
export const OpenApiDocumentBody = z.object({ openapi: z.string(), info: z.object({ title: z.string() }).loose(), paths: z.record(z.string(), z.unknown()) }).loose();

/** A quote's line is named by its id, or by its position in the quote (the original app's screens patch lines by position). */
const QuoteLineRef = z.union([z.uuid(), z.string().regex(/^\d+$/)]);
/** A new quote with `items` is made with its lines at once; without, as the original API's body. */
const newQuoteBody = (raw: unknown): z.ZodType => (raw !== null && typeof raw === 'object' && 'items' in raw ? CreateQuoteWithItems : CreateQuote);
/** An acceptance may carry a signature of up to 200 KB, which is a third more as base64. */
const SIGNATURE_BODY_LIMIT = 300 * 1024;
/** Logos are stored under 32 hex characters and `.png`. */
const LogoName = z.string().regex(/^[0-9a-f]{32}\.png$/);

const json = <S extends z.ZodType, N extends number = 200>(schema: S, status: N = 200 as N) => ({ status, json: schema }) as const;
const OK = <S extends z.ZodType>(schema: S) => [json(schema)] as const;
const CREATED = <S extends z.ZodType>(schema: S) => [json(schema, 201)] as const;
const REDIRECT = { status: 303, redirect: true } as const;

/**
 * Every /api route, by who answers it: the gateway routes each path to
 * its service from here (gateway/src/proxy/routing-table.ts), the OpenAPI document is
 * made from it (openapi.ts), and each service answers its routes with the handlers named
 * here (@cobber/kit's `tableRoutes`).
 */
const ROUTES = [
  // The gateway: accounts and sessions, probes, this document.
  { method: 'POST', path: '/api/login', service: 'gateway', access: 'open', handler: 'logIn', summary: 'Sign in, or sign up with mode "signup"', body: LoginBody, form: true, answers: [json(LoginResponse), json(AccountNotice, 202), REDIRECT], refuses: [401, 409] },
  { method: 'GET', path: '/api/login', service: 'gateway', access: 'open', handler: 'backToApp', summary: 'Back to the app', answers: [REDIRECT] },
  { method: 'GET', path: '/api/logout', service: 'gateway', access: 'open', handler: 'logOut', summary: 'Sign out', answers: [REDIRECT] },
  { method: 'GET', path: '/api/auth/user', service: 'gateway', access: 'owner', handler: 'signedInOwner', summary: 'The signed-in owner', answers: OK(User) },
  { method: 'POST', path: '/api/signup/finish', service: 'gateway', access: 'open', handler: 'finishSignUp', summary: "Finish an email-first sign-up with the mailed link's token", body: AccountLink, form: true, answers: [json(LoginResponse), REDIRECT] },
  { method: 'POST', path: '/api/password-reset', service: 'gateway', access: 'open', handler: 'requestPasswordReset', summary: 'Mail a link to reset the password', body: PasswordResetRequest, form: true, answers: [json(AccountNotice, 202), REDIRECT] },
  { method: 'POST', path: '/api/password-reset/confirm', service: 'gateway', access: 'open', handler: 'resetPassword', summary: "A new password with the mailed link's token", body: PasswordResetConfirm, form: true, answers: [json(LoginResponse), REDIRECT] },
  { method: 'POST', path: '/api/email-confirmation', service: 'gateway', access: 'owner', handler: 'sendEmailConfirmation', summary: 'Mail the owner a link that confirms their email', answers: [json(AccountNotice), json(AccountNotice, 202), REDIRECT] },
  { method: 'POST', path: '/api/email-confirmation/confirm', service: 'gateway', access: 'open', handler: 'confirmEmail', summary: "Confirm the email with the mailed link's token", body: AccountLink, form: true, answers: [json(AccountNotice), REDIRECT] },
  { method: 'GET', path: '/api/health', service: 'gateway', access: 'open', handler: 'health', summary: 'Liveness', answers: OK(Health) },
  { method: 'GET', path: '/api/ready', service: 'gateway', access: 'open', handler: 'readiness', summary: 'Readiness (503 until ready)', answers: OK(Readiness) },
  { method: 'GET', path: '/api/openapi.json', service: 'gateway', access: 'open', handler: 'apiDocument', summary: 'This document', answers: OK(OpenApiDocumentBody) },

  // Business: the profile, its logo, clients.
  { method: 'GET', path: '/api/business', service: 'business', access: 'owner', handler: 'readBusiness', summary: "The owner's business (404 before setup)", answers: OK(Business) },
  { method: 'POST', path: '/api/business', service: 'business', access: 'owner', handler: 'createBusiness', summary: 'Set up the business (409 once it is)', body: CreateBusiness, answers: CREATED(Business), refuses: [409] },
  { method: 'PATCH', path: '/api/business/:id', service: 'business', access: 'owner', handler: 'changeBusiness', summary: 'Change the business', body: UpdateBusiness, answers: OK(Business) },
  { method: 'POST', path: '/api/business/upload-logo', service: 'business', access: 'owner', handler: 'uploadLogo', summary: 'Upload a logo (field "logo")', upload: 'multipart/form-data', answers: CREATED(LogoUploadResponse) },
  { method: 'POST', path: '/api/upload-logo', service: 'business', access: 'owner', handler: 'uploadLogo', summary: 'Upload a logo (field "logo")', upload: 'multipart/form-data', answers: CREATED(LogoUploadResponse) },
  { method: 'GET', path: '/api/uploads/logos/:name', service: 'business', access: 'open', handler: 'logoFile', summary: "A business's logo", params: { name: LogoName }, answers: [{ status: 200, file: 'image/png' }] },
  { method: 'GET', path: '/api/clients', service: 'business', access: 'owner', handler: 'listClients', summary: "The owner's clients by name (a page with limit, cursor or search)", query: ClientListQuery, answers: OK(z.union([ClientList, ClientPage])) },
  { method: 'POST', path: '/api/clients', service: 'business', access: 'owner', handler: 'createClient', idempotent: true, summary: 'Add a client', body: CreateClient, answers: CREATED(Client) },
  { method: 'PATCH', path: '/api/clients/:id', service: 'business', access: 'owner', handler: 'changeClient', summary: 'Change a client', body: UpdateClient, answers: OK(Client) },
  { method: 'GET', path: '/api/notifications', service: 'business', access: 'owner', handler: 'listNotifications', summary: "The owner's notifications, newest first, with the unread count (limit, cursor)", query: NotificationListQuery, answers: OK(NotificationPage) },
  { method: 'POST', path: '/api/notifications/read', service: 'business', access: 'owner', handler: 'markNotificationsRead', summary: 'Mark notifications read (these ids, or all)', body: MarkNotificationsRead, answers: OK(UnreadCount) },
  { method: 'GET', path: '/api/notifications/push-key', service: 'business', access: 'owner', handler: 'pushKey', summary: 'The VAPID public key a phone subscribes to pushes with', answers: OK(PushPublicKey) },
  { method: 'POST', path: '/api/notifications/push-subscriptions', service: 'business', access: 'owner', handler: 'keepPushSubscription', summary: "Keep a phone's push subscription (the same endpoint again answers the same id)", body: SavePushSubscription, answers: [json(PushSubscriptionSaved, 201), json(PushSubscriptionSaved)] },
  { method: 'DELETE', path: '/api/notifications/push-subscriptions/:id', service: 'business', access: 'owner', handler: 'forgetPushSubscription', summary: "Forget a phone's push subscription", answers: [{ status: 204 }] },

  // Quotes.
  { method: 'GET', path: '/api/quotes', service: 'quotes', access: 'owner', handler: 'listQuotes', summary: 'The dashboard list, newest first (304 when unchanged; a page with limit, cursor, search or status)', query: QuoteListQuery, answers: OK(z.union([z.array(QuoteListItem), QuotePage])), etag: true },
  { method: 'POST', path: '/api/quotes', service: 'quotes', access: 'owner', handler: 'createQuote', idempotent: true, chooseBody: newQuoteBody, bodyLimit: 256 * 1024, summary: 'A new draft quote, with its lines and deposit or without', body: z.union([CreateQuote, CreateQuoteWithItems]), answers: CREATED(QuoteWithMoney), refuses: [404] },
  { method: 'GET', path: '/api/quotes/:id', service: 'quotes', access: 'owner', handler: 'readQuote', summary: 'A quote and its money', answers: OK(QuoteWithMoney) },
  { method: 'PATCH', path: '/api/quotes/:id', service: 'quotes', access: 'owner', handler: 'changeQuote', summary: 'Change a quote, its travel, deposit and whole list of lines at once', body: UpdateQuote, answers: OK(QuoteWithMoney) },
  { method: 'GET', path: '/api/quotes/:id/items', service: 'quotes', access: 'owner', handler: 'listQuoteItems', summary: "A quote's lines", answers: OK(z.array(QuoteItem)) },
  { method: 'PATCH', path: '/api/quotes/:id/items/:itemId', service: 'quotes', access: 'owner', handler: 'changeQuoteItem', summary: 'Change a line (by id or position)', params: { itemId: QuoteLineRef }, body: UpdateQuoteItem, answers: OK(QuoteItem) },
  { method: 'GET', path: '/api/quotes/:id/history', service: 'quotes', access: 'owner', handler: 'quoteHistory', summary: "A quote's history", answers: OK(z.array(QuoteHistoryEntry)) },
  { method: 'GET', path: '/api/quotes/:id/pdf', service: 'quotes', access: 'owner', handler: 'quotePdf', summary: "The quote's PDF as it stands, signed by the client once accepted online", answers: [{ status: 200, file: 'application/pdf' }] },
  { method: 'GET', path: '/api/quotes/:id/reminders', service: 'quotes', access: 'owner', handler: 'readQuoteReminders', summary: "The follow-ups sent about a quote, and whether they are stopped", answers: OK(DocumentReminders) },
  { method: 'PATCH', path: '/api/quotes/:id/reminders', service: 'quotes', access: 'owner', handler: 'changeQuoteReminders', summary: 'Stop (or restart) follow-ups for one quote', body: ChangeDocumentReminders, answers: OK(DocumentReminders) },
  { method: 'POST', path: '/api/quote-items', service: 'quotes', access: 'owner', handler: 'addQuoteItem', summary: 'Add a line to a quote', body: CreateQuoteItem, answers: CREATED(QuoteItem), refuses: [404, 409] },
  { method: 'POST', path: '/api/quotes/:id/options', service: 'quotes', access: 'owner', handler: 'addQuoteOption', summary: 'Offer an option the client chooses between (good, better, best: at most 3 a quote)', body: QuoteOptionInput, answers: CREATED(QuoteOptionName), refuses: [409] },
  { method: 'PATCH', path: '/api/quotes/:id/options/:optionId', service: 'quotes', access: 'owner', handler: 'renameQuoteOption', summary: 'Rename an option', body: QuoteOptionInput, answers: OK(QuoteOptionName) },
  { method: 'DELETE', path: '/api/quotes/:id/options/:optionId', service: 'quotes', access: 'owner', handler: 'removeQuoteOption', summary: 'Remove an option and the lines that are only in it', answers: [{ status: 204 }], refuses: [409] },
  { method: 'POST', path: '/api/quotes/:id/options/draft', service: 'quotes', access: 'owner', handler: 'draftQuoteOptions', summary: "Draft basic, standard and premium options for the quote's scope from the price book (409 when it has options, the book has nothing cheaper or dearer, or the options would not fit on the quote)", answers: CREATED(z.array(QuoteOptionName)), refuses: [409] },
  { method: 'POST', path: '/api/quotes/:id/deposit', service: 'quotes', access: 'owner', handler: 'requestDeposit', summary: 'Request a deposit on a quote', body: RequestDeposit, answers: CREATED(QuoteItem) },
  { method: 'POST', path: '/api/quotes/:id/send', service: 'quotes', access: 'owner', handler: 'sendQuote', confirmedEmail: true, summary: 'Email or text the quote to the client (once per change)', body: SendQuote, answers: OK(Quote) },
  { method: 'POST', path: '/api/quotes/:id/copy', service: 'quotes', access: 'owner', handler: 'copyQuote', idempotent: true, summary: 'A new draft with the same client, lines and travel (Idempotency-Key honoured)', answers: CREATED(QuoteWithMoney) },
  { method: 'GET', path: '/api/quotes/:id/photos', service: 'quotes', access: 'owner', handler: 'listPhotos', summary: "A quote's job photos, in order", answers: OK(z.array(QuotePhoto)) },
  { method: 'POST', path: '/api/quotes/:id/photos', service: 'quotes', access: 'owner', handler: 'addPhoto', summary: 'Add a job photo (field "photo": JPEG, PNG, WebP or HEIC, at most 10 MB, 20 a quote; optional "label" before|after and "caption")', upload: 'multipart/form-data', answers: CREATED(QuotePhoto) },
  { method: 'PATCH', path: '/api/quotes/:id/photos/:photoId', service: 'quotes', access: 'owner', handler: 'changePhoto', summary: "Change a photo's label, caption or place", body: UpdateQuotePhoto, answers: OK(QuotePhoto) },
  { method: 'DELETE', path: '/api/quotes/:id/photos/:photoId', service: 'quotes', access: 'owner', handler: 'removePhoto', summary: 'Remove a photo and its files', answers: [{ status: 204 }] },
  { method: 'GET', path: '/api/quotes/:id/photos/:photoId/display', service: 'quotes', access: 'owner', handler: 'photoDisplay', summary: 'A photo at display size (longest side 1600)', answers: [{ status: 200, file: 'image/jpeg' }] },
  { method: 'GET', path: '/api/quotes/:id/photos/:photoId/thumbnail', service: 'quotes', access: 'owner', handler: 'photoThumbnail', summary: "A photo's thumbnail (longest side 320)", answers: [{ status: 200, file: 'image/jpeg' }] },
  { method: 'GET', path: '/api/price-book', service: 'quotes', access: 'owner', handler: 'listPriceBook', summary: "The owner's price book, most used first (a page with limit, cursor, search; hidden items with includeHidden=true)", query: PriceBookQuery, answers: OK(PriceBookPage) },
  { method: 'POST', path: '/api/price-book', service: 'quotes', access: 'owner', handler: 'addPriceBookItem', summary: 'Add an item to the price book (409 when one has the same description)', body: CreatePriceBookItem, answers: CREATED(PriceBookItem), refuses: [409] },
  { method: 'PATCH', path: '/api/price-book/:id', service: 'quotes', access: 'owner', handler: 'changePriceBookItem', summary: 'Change, hide or show a price book item', body: UpdatePriceBookItem, answers: OK(PriceBookItem) },
  { method: 'GET', path: '/api/price-book/export', service: 'quotes', access: 'owner', handler: 'exportPriceBook', summary: 'The price book as CSV (price-book.csv)', answers: [{ status: 200, file: 'text/csv' }] },
  { method: 'POST', path: '/api/price-book/import', service: 'quotes', access: 'owner', handler: 'importPriceBook', summary: 'Add or change price book items from CSV (a header row; bad rows named by line, good rows kept; at most 1 MB)', upload: 'text/csv', answers: OK(PriceBookImportResult) },
  { method: 'POST', path: '/api/generate-quote', service: 'quotes', access: 'owner', handler: 'draftQuote', summary: 'Draft a quote from job notes', body: GenerateQuoteRequest, answers: OK(QuoteDraft) },
  { method: 'GET', path: '/api/drafting/capabilities', service: 'quotes', access: 'owner', handler: 'draftingCapabilities', summary: 'What the drafting screens can offer here: voice notes transcribed on the server', answers: OK(DraftingCapabilities) },
  { method: 'POST', path: '/api/transcribe', service: 'quotes', access: 'owner', handler: 'transcribe', summary: 'A voice note\'s words (field "audio": WebM, Ogg, MP4, M4A, WAV or MP3, at most 10 MB; 404 without OpenAI)', upload: 'multipart/form-data', answers: OK(Transcription), refuses: [404] },
  { method: 'GET', path: '/api/quotes/:id/public', service: 'quotes', access: 'public', handler: 'publicQuote', summary: 'A sent quote as its client sees it', answers: OK(PublicQuoteResponse) },
  { method: 'PATCH', path: '/api/quotes/:id/public/view', service: 'quotes', access: 'public', handler: 'viewQuote', summary: 'The client opened the quote', answers: OK(QuoteStatusAnswer) },
  { method: 'PATCH', path: '/api/quotes/:id/public/approve', service: 'quotes', access: 'public', handler: 'approveQuote', bodyLimit: SIGNATURE_BODY_LIMIT, summary: 'The client accepts the revision they read, with the add-ons they chose and their signature', body: ApproveQuote, answers: OK(QuoteStatusAnswer) },
  { method: 'POST', path: '/api/quotes/:id/public/request-update', service: 'quotes', access: 'public', handler: 'requestQuoteUpdate', summary: 'The client of an expired quote asks the business for an updated one (once a day)', answers: OK(QuoteStatusAnswer) },
  { method: 'PATCH', path: '/api/quotes/:id/public/reject', service: 'quotes', access: 'public', handler: 'rejectQuote', summary: 'The client declines the revision they read', body: AnswerQuote, answers: OK(QuoteStatusAnswer) },
  { method: 'GET', path: '/api/quotes/:id/public/photos/:photoId/display', service: 'quotes', access: 'public', handler: 'publicPhotoDisplay', summary: "A job photo at display size on the client's page (only while the quote is)", answers: [{ status: 200, file: 'image/jpeg' }] },
  { method: 'GET', path: '/api/quotes/:id/public/photos/:photoId/thumbnail', service: 'quotes', access: 'public', handler: 'publicPhotoThumbnail', summary: "A job photo's thumbnail on the client's page (only while the quote is)", answers: [{ status: 200, file: 'image/jpeg' }] },
  { method: 'GET', path: '/api/quotes/:id/variations', service: 'quotes', access: 'owner', handler: 'listVariations', summary: "An accepted job's variations, V1 first, each with its status and money", answers: OK(z.array(Variation)) },
  { method: 'POST', path: '/api/quotes/:id/variations', service: 'quotes', access: 'owner', handler: 'createVariation', summary: 'Price more work (or a credit: a negative unit price) on an accepted quote: a draft variation numbered V1, V2… in the job', body: CreateVariation, answers: CREATED(Variation) },
  { method: 'GET', path: '/api/variations/:id', service: 'quotes', access: 'owner', handler: 'readVariation', summary: 'A variation, its lines and its answer', answers: OK(Variation) },
  { method: 'PATCH', path: '/api/variations/:id', service: 'quotes', access: 'owner', handler: 'changeVariation', summary: 'Change a draft variation (items replaces every line)', body: UpdateVariation, answers: OK(Variation) },
  { method: 'DELETE', path: '/api/variations/:id', service: 'quotes', access: 'owner', handler: 'removeVariation', summary: 'Remove a draft variation', answers: [{ status: 204 }] },
  { method: 'POST', path: '/api/variations/:id/send', service: 'quotes', access: 'owner', handler: 'sendVariation', confirmedEmail: true, summary: 'Email or text the client a link to the variation to sign (once per change)', body: SendVariation, answers: OK(Variation) },
  { method: 'GET', path: '/api/variations/:id/public', service: 'quotes', access: 'public', handler: 'publicVariation', summary: 'A sent variation as its client sees it, with the job it changes', answers: OK(PublicVariation) },
  { method: 'PATCH', path: '/api/variations/:id/public/approve', service: 'quotes', access: 'public', handler: 'approveVariation', bodyLimit: SIGNATURE_BODY_LIMIT, summary: 'The client approves the variation with their name and signature', body: ApproveVariation, answers: OK(VariationStatusAnswer) },
  { method: 'PATCH', path: '/api/variations/:id/public/reject', service: 'quotes', access: 'public', handler: 'rejectVariation', summary: 'The client declines the variation', body: RejectVariation, answers: OK(VariationStatusAnswer) },

  // Invoices and receipts.
  { method: 'POST', path: '/api/quotes/:id/create-invoice', service: 'invoices', access: 'owner', handler: 'createInvoice', summary: "Invoice a quote (200 with the quote's invoice when it has one)", body: CreateInvoiceFromQuote, answers: [json(Invoice, 201), json(Invoice)] },
  { method: 'GET', path: '/api/invoices', service: 'invoices', access: 'owner', handler: 'listInvoices', summary: "The owner's invoices, newest first (a page with limit, cursor or status: all, unpaid, overdue, paid)", query: InvoiceListQuery, answers: OK(z.union([z.array(Invoice), InvoicePage])) },
  { method: 'POST', path: '/api/quotes/:id/claims', service: 'invoices', access: 'owner', handler: 'createClaim', summary: "The job's next progress claim, a tax invoice: a percent, an amount, the remainder, or the retention held (never past the contract plus approved variations)", body: CreateClaim, answers: CREATED(Invoice), refuses: [404, 409] },
  { method: 'GET', path: '/api/quotes/:id/claims', service: 'invoices', access: 'owner', handler: 'listClaims', summary: "A job's progress claims in order, each with its invoice", answers: OK(ClaimList) },
  { method: 'GET', path: '/api/claims', service: 'invoices', access: 'owner', handler: 'listClaimedJobs', summary: 'Each job billed by progress claims: claimed, remaining and retention held', answers: OK(JobClaimsList) },
  { method: 'GET', path: '/api/invoices/summary', service: 'invoices', access: 'owner', handler: 'invoiceSummary', summary: 'What the owner is owed on unpaid invoices, and on the overdue ones', answers: OK(InvoiceSummary) },
  { method: 'GET', path: '/api/invoices/:id', service: 'invoices', access: 'owner', handler: 'readInvoice', summary: 'An invoice', answers: OK(Invoice) },
  { method: 'GET', path: '/api/invoices/:id/document', service: 'invoices', access: 'owner', handler: 'invoiceDocument', summary: "What the invoice's PDF prints, as the client is sent it", answers: OK(InvoiceDocument) },
  { method: 'GET', path: '/api/invoices/:id/e-invoice', service: 'invoices', access: 'owner', handler: 'invoiceEInvoice', summary: "The invoice as a Peppol e-invoice (UBL 2.1, PINT A-NZ billing) for the client's accounting software (409 until the business has its ABN)", answers: [{ status: 200, file: 'application/xml' }], refuses: [409] },
  { method: 'GET', path: '/api/invoices/:id/credit-note', service: 'invoices', access: 'owner', handler: 'invoiceCreditNote', summary: 'A cancelled invoice that was sent, credited in full as a Peppol credit note (409 otherwise)', answers: [{ status: 200, file: 'application/xml' }], refuses: [409] },
  { method: 'PATCH', path: '/api/invoices/:id', service: 'invoices', access: 'owner', handler: 'changeInvoice', summary: 'Change an invoice, and its whole list of lines at once', body: UpdateInvoice, answers: OK(Invoice) },
  { method: 'GET', path: '/api/invoices/:id/items', service: 'invoices', access: 'owner', handler: 'listInvoiceItems', summary: "An invoice's lines", answers: OK(z.array(InvoiceItem)) },
  { method: 'POST', path: '/api/invoices/:id/items', service: 'invoices', access: 'owner', handler: 'addInvoiceItem', summary: 'Add a line to an invoice', body: CreateInvoiceItem, answers: CREATED(InvoiceItem) },
  { method: 'PATCH', path: '/api/invoices/:id/items/:itemId', service: 'invoices', access: 'owner', handler: 'changeInvoiceItem', summary: 'Change a line', body: UpdateInvoiceItem, answers: OK(InvoiceItem) },
  { method: 'DELETE', path: '/api/invoices/:id/items/:itemId', service: 'invoices', access: 'owner', handler: 'removeInvoiceItem', summary: 'Remove a line', answers: [{ status: 204 }] },
  { method: 'POST', path: '/api/invoices/:id/reset-from-quote', service: 'invoices', access: 'owner', handler: 'resetInvoiceFromQuote', summary: "Start the invoice again from its quote's lines", answers: OK(Invoice) },
  { method: 'POST', path: '/api/invoices/:id/send', service: 'invoices', access: 'owner', handler: 'sendInvoice', confirmedEmail: true, summary: 'Email the invoice to the client (once per change)', body: SendInvoice, answers: OK(Invoice) },
  { method: 'GET', path: '/api/invoices/:id/reminders', service: 'invoices', access: 'owner', handler: 'readInvoiceReminders', summary: 'The reminders sent about an invoice, and whether they are stopped', answers: OK(DocumentReminders) },
  { method: 'PATCH', path: '/api/invoices/:id/reminders', service: 'invoices', access: 'owner', handler: 'changeInvoiceReminders', summary: 'Stop (or restart) reminders for one invoice', body: ChangeDocumentReminders, answers: OK(DocumentReminders) },
  { method: 'POST', path: '/api/invoices/:id/cancel', service: 'invoices', access: 'owner', handler: 'cancelInvoice', summary: 'Cancel an invoice with no money received: a sent one then has a credit note (409 once money was received; the same answer when asked again)', answers: OK(Invoice), refuses: [409] },
  { method: 'POST', path: '/api/invoices/:id/mark-paid', service: 'invoices', access: 'owner', handler: 'markInvoicePaid', summary: 'Mark an invoice paid; answers its receipt', body: MarkInvoicePaid, answers: CREATED(Receipt) },
  { method: 'GET', path: '/api/invoices/:id/public', service: 'invoices', access: 'public', handler: 'publicInvoice', summary: 'A sent invoice as its client sees it (its page and PDF)', answers: OK(PublicInvoiceResponse) },
  { method: 'GET', path: '/api/invoices/:id/items/public', service: 'invoices', access: 'public', handler: 'publicInvoiceItems', summary: "A sent invoice's lines", answers: OK(PublicInvoiceItems) },
  { method: 'GET', path: '/api/invoices/:id/public/e-invoice', service: 'invoices', access: 'public', handler: 'publicEInvoice', summary: 'A sent invoice as a Peppol e-invoice, for the client to download (409 while the business has no ABN)', answers: [{ status: 200, file: 'application/xml' }], refuses: [409] },
  { method: 'GET', path: '/api/receipts', service: 'invoices', access: 'owner', handler: 'listReceipts', summary: "The owner's receipts, newest first (a page with limit, cursor, search or status)", query: ReceiptListQuery, answers: OK(z.union([z.array(Receipt), ReceiptPage])) },
  { method: 'POST', path: '/api/receipts', service: 'invoices', access: 'owner', handler: 'createReceipt', summary: 'Record a payment', body: CreateReceipt, answers: CREATED(Receipt), refuses: [404, 409] },
  { method: 'PATCH', path: '/api/receipts/:id', service: 'invoices', access: 'owner', handler: 'changeReceipt', summary: 'Correct a receipt before it is sent (409 once sent)', body: UpdateReceipt, answers: OK(Receipt) },
  { method: 'POST', path: '/api/receipts/:id/send', service: 'invoices', access: 'owner', handler: 'sendReceipt', confirmedEmail: true, summary: 'Email or text a receipt', body: SendReceipt, answers: OK(Receipt) },
  { method: 'GET', path: '/api/receipts/:id/download', service: 'invoices', access: 'owner', handler: 'downloadReceipt', summary: "A receipt's PDF", answers: [{ status: 200, file: 'application/pdf' }] },
  { method: 'GET', path: '/api/receipts/:id/photos', service: 'invoices', access: 'owner', handler: 'listPhotos', summary: "A receipt's job photos, in order", answers: OK(z.array(Photo)) },
  { method: 'POST', path: '/api/receipts/:id/photos', service: 'invoices', access: 'owner', handler: 'addPhoto', summary: 'Add a job photo (field "photo": JPEG, PNG, WebP or HEIC, at most 10 MB, 20 a receipt; optional "label" before|after and "caption")', upload: 'multipart/form-data', answers: CREATED(Photo) },
  { method: 'PATCH', path: '/api/receipts/:id/photos/:photoId', service: 'invoices', access: 'owner', handler: 'changePhoto', summary: "Change a photo's label, caption or place", body: UpdatePhoto, answers: OK(Photo) },
  { method: 'DELETE', path: '/api/receipts/:id/photos/:photoId', service: 'invoices', access: 'owner', handler: 'removePhoto', summary: 'Remove a photo and its files', answers: [{ status: 204 }] },
  { method: 'GET', path: '/api/receipts/:id/photos/:photoId/display', service: 'invoices', access: 'owner', handler: 'photoDisplay', summary: 'A photo at display size (longest side 1600)', answers: [{ status: 200, file: 'image/jpeg' }] },
  { method: 'GET', path: '/api/receipts/:id/photos/:photoId/thumbnail', service: 'invoices', access: 'owner', handler: 'photoThumbnail', summary: "A photo's thumbnail (longest side 320)", answers: [{ status: 200, file: 'image/jpeg' }] },
  { method: 'GET', path: '/api/receipts/:id/public/download', service: 'invoices', access: 'public', handler: 'publicReceiptDownload', summary: "A texted receipt's PDF", answers: [{ status: 200, file: 'application/pdf' }] },

  // The books (invoices): accounting software's import files and the BAS's GST figures, for a range of days.
  { method: 'GET', path: '/api/exports/xero/invoices.csv', service: 'invoices', access: 'owner', handler: 'xeroInvoices', summary: "Invoices issued in the range, as Xero's sales-invoice import", query: BookRange, answers: [{ status: 200, file: 'text/csv' }] },
  { method: 'GET', path: '/api/exports/myob/invoices.txt', service: 'invoices', access: 'owner', handler: 'myobInvoices', summary: "Invoices issued in the range, as MYOB AccountRight's Service Sales import", query: BookRange, answers: [{ status: 200, file: 'text/plain' }] },
  { method: 'GET', path: '/api/exports/payments.csv', service: 'invoices', access: 'owner', handler: 'paymentsCsv', summary: 'Payments received in the range, for bank reconciliation', query: BookRange, answers: [{ status: 200, file: 'text/csv' }] },
  { method: 'GET', path: '/api/reports/gst', service: 'invoices', access: 'owner', handler: 'gstReport', summary: "The BAS's G1 and 1A for the range, on the cash or accruals basis", query: GstReportQuery, answers: OK(GstReport) },

  // Xero kept in step (invoices): the owner's connection, and where each invoice stands there.
  { method: 'GET', path: '/api/integrations/xero', service: 'invoices', access: 'owner', handler: 'readXeroConnection', summary: "Whether this server can connect to Xero, and the business's connection", answers: OK(XeroConnection) },
  { method: 'POST', path: '/api/integrations/xero/connect', service: 'invoices', access: 'owner', handler: 'connectXero', summary: "Start connecting Xero: the Xero sign-in page to send the owner to (409 when this server has no Xero app)", answers: OK(XeroSignIn), refuses: [409] },
  { method: 'GET', path: '/api/integrations/xero/callback', service: 'invoices', access: 'owner', handler: 'xeroSignedIn', summary: "Where Xero sends the owner back: connects, then redirects to Settings", query: XeroCallbackQuery, answers: [REDIRECT] },
  { method: 'POST', path: '/api/integrations/xero/organisation', service: 'invoices', access: 'owner', handler: 'chooseXeroOrganisation', summary: 'Choose the Xero organisation to keep in step, among those the sign-in allowed', body: ChooseXeroOrganisation, answers: OK(XeroConnection), refuses: [404, 409] },
  { method: 'DELETE', path: '/api/integrations/xero', service: 'invoices', access: 'owner', handler: 'disconnectXero', summary: "Disconnect Xero: its tokens are revoked and forgotten", answers: [{ status: 204 }], refuses: [404] },
  { method: 'GET', path: '/api/invoices/:id/xero', service: 'invoices', access: 'owner', handler: 'readInvoiceXeroSync', summary: 'Where the invoice and its payments stand with Xero', answers: OK(InvoiceXeroSync) },

  // Payments.
  { method: 'POST', path: '/api/quotes/:id/create-deposit-payment', service: 'payments', access: 'owner', handler: 'createQuoteDepositPayment', summary: 'Take a deposit by card on a quote', body: CreateDepositPayment, answers: CREATED(DepositPaymentResponse) },
  { method: 'POST', path: '/api/invoices/:id/create-deposit-payment', service: 'payments', access: 'owner', handler: 'createInvoiceDepositPayment', summary: 'Take a deposit by card on an invoice', body: CreateDepositPayment, answers: CREATED(DepositPaymentResponse) },
  { method: 'GET', path: '/api/payments/:id', service: 'payments', access: 'owner', handler: 'readPayment', summary: 'What became of a card payment', answers: OK(PaymentRecord) },
  { method: 'POST', path: '/api/quotes/:id/public/deposit-payment', service: 'payments', access: 'public', handler: 'payQuoteDeposit', summary: 'The client pays the requested deposit of an accepted quote', answers: CREATED(DepositPaymentResponse) },
  { method: 'POST', path: '/api/invoices/:id/public/payment', service: 'payments', access: 'public', handler: 'payInvoice', summary: 'The client pays all or part of the balance due on a sent invoice by card', body: PublicInvoicePayment, answers: CREATED(InvoicePaymentResponse) },
  { method: 'GET', path: '/api/payments/config', service: 'payments', access: 'open', handler: 'paymentsConfig', summary: 'Which card form to show', answers: OK(PaymentsConfig) },
  { method: 'POST', path: '/api/payments/test/confirm', service: 'payments', access: 'public', handler: 'confirmTestPayment', optional: true, summary: "The built-in test provider's Pay (test mode only)", body: ConfirmTestPayment, answers: OK(ConfirmedPayment), refuses: [402, 404, 409] },
  { method: 'POST', path: '/api/payments/stripe/webhook', service: 'payments', access: 'open', handler: 'stripeWebhook', optional: true, summary: "Stripe's signed events (with Stripe only)", upload: 'application/octet-stream', answers: OK(z.object({ received: z.literal(true) })), refuses: [404] },
] as const satisfies readonly ApiRoute[];

/** Every /api route, as any reader of the table sees one. */
export const API_ROUTES: readonly ApiRoute[] = ROUTES;

/** The same table with each route's own path, body and answers, for what is typed by it (a client). */
export type ApiRouteTable = typeof ROUTES;
