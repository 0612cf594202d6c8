import { benchClients } from './clients.bench.ts';
import { benchDrafting } from './drafting.bench.ts';
import { benchDurability } from './durability.bench.ts';
import { benchBundles } from './bundles.bench.ts';
import { benchEvents } from './events.bench.ts';
import { benchPublicPage } from './public-page.bench.ts';
import { benchInvoices } from './invoices.bench.ts';
import { benchLists } from './lists.bench.ts';
import { benchMailbox } from './mailbox.bench.ts';
import { benchPayments } from './payments.bench.ts';
import { benchPhone } from './phone.bench.ts';
import { benchQuotes } from './quotes.bench.ts';

/** `npm run bench`: prints figures, each against a baseline measured in the same run. */
const only = process.argv[2];
if (!only || only === 'clients') await benchClients();
if (!only || only === 'bundles') await benchBundles();
if (!only || only === 'phone') await benchPhone();
if (!only || only === 'events') await benchEvents();
if (!only || only === 'quotes') await benchQuotes();
if (!only || only === 'lists') await benchLists();
if (!only || only === 'drafting') await benchDrafting();
if (!only || only === 'public-page') await benchPublicPage();
if (!only || only === 'invoices') await benchInvoices();
if (!only || only === 'payments') await benchPayments();
if (!only || only === 'mailbox') await benchMailbox();
if (!only || only === 'durability') await benchDurability();
if (!only || only === 'backup') await (await import('./backup.bench.ts')).benchBackup();
