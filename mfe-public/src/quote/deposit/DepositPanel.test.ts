import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DepositPanel } from './DepositPanel.tsx';

const quoteId = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
/** The panel's text as the client reads it. */
const panel = (deposit: { requested: string; paid: string; due: string }) =>
  renderToString(createElement(DepositPanel, { quoteId, deposit, businessName: 'Sparky Dave Electrical' }))
    .replace(/<!-- -->|<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([.!])/g, '$1');

describe('the public quote page’s deposit panel', () => {
  it('offers to pay what is still due on the requested deposit', () => {
    const text = panel({ requested: '1430.45', paid: '0.00', due: '1430.45' });
    expect(text).toContain('Pay Deposit');
    expect(text).toContain('Sparky Dave Electrical has asked for a deposit of $1,430.45 to get started.');
    expect(text).toContain('Pay Deposit $1,430.45');
  });

  it('asks only for the rest after a part was paid', () => {
    expect(panel({ requested: '100.00', paid: '40.00', due: '60.00' })).toContain('Pay Deposit $60.00');
  });

  it('shows the deposit as paid once nothing is due', () => {
    const text = panel({ requested: '143.45', paid: '143.45', due: '0.00' });
    expect(text).toContain('Deposit Paid');
    expect(text).toContain('Sparky Dave Electrical has received your deposit of $143.45. Thank you!');
    expect(text).not.toContain('Pay Deposit');
  });
});
