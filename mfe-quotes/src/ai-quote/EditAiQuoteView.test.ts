import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '@cobber/ui/router';
import { draftForm } from './draftForm.ts';
import { EditAiQuoteView } from './EditAiQuoteView.tsx';

const client = { clientId: '5b1c8a52-1f0e-4c8e-9d1a-3f7e2b6c9d01', clientName: 'Sarah Nguyen', clientEmail: 'sarah@example.com' };

const draft = {
  title: 'Tap and smoke alarms',
  description: 'Scope of work:\n• Replace the kitchen tap',
  labour: [{ item: 'Plumbing labour: replace the kitchen tap', hours: 1, rate: 95, source: 'business_rate' as const, from: 'replace the kitchen tap' }],
  materials: [
    { item: 'Kitchen mixer tap', quantity: 1, unit_cost: 0, source: 'price_needed' as const, from: 'kitchen tap' },
    { item: 'Tap washers', quantity: 4, unit_cost: 0, source: 'price_needed' as const, from: 'washers' },
  ],
  other: [],
  travel: null,
  dropped: 2,
};

// A .test.ts file (the unit project's pattern), so no JSX here.
function render(): string {
  const view = createElement(EditAiQuoteView, { draft: draftForm(draft, client), travel: null, dropped: draft.dropped, applyGST: true, hourlyRate: 95, onEdited: () => undefined, onCreated: () => undefined, onBack: () => undefined });
  const html = renderToStaticMarkup(createElement(QueryClientProvider, { client: new QueryClient() }, createElement(MemoryRouter, null, view)));
  return html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');
}

describe('Edit AI Quote', () => {
  it('says how many lines need a price before Create Quote, and how many lines the AI left out', () => {
    const text = render();
    expect(text).toContain('2 lines need a price Create Quote');
    expect(text).toContain('2 lines the AI suggested were left out: they cited nothing in your notes');
  });
});
