import { createContext, useContext } from 'react';

/** The options of the quote being edited, in order: a line may be in one of them. None on a new quote. */
export const QuoteOptionsContext = createContext<readonly { id: string; name: string }[]>([]);

export const useQuoteOptions = () => useContext(QuoteOptionsContext);
