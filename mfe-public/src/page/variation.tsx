import { hydrateRoot } from 'react-dom/client';
import { PublicVariationPage, type PublicVariationProps } from '../variation/PublicVariationPage.tsx';
import { readPageData } from './page-data.ts';
import './page.css';

// The browser half of /variation/:id: the server sent the page with its content (src/server).
hydrateRoot(document.getElementById('root')!, <PublicVariationPage {...readPageData<PublicVariationProps>()} />);
