import { hydrateRoot } from 'react-dom/client';
import { PublicQuote, type PublicQuoteProps } from '../quote/PublicQuote.tsx';
import { readPageData } from './page-data.ts';
import { showToasts } from './toasts.tsx';
import './page.css';

// The browser half of /quote/:id: the server sent the page with its content (src/server).
hydrateRoot(document.getElementById('root')!, <PublicQuote {...readPageData<PublicQuoteProps>()} showToasts={showToasts} />);
