import { mountEach } from '../../src/site/mount-each';
import { createPortfolioFilters } from '../../src/site/portfolio-filters';

mountEach( '.stagecraft-portfolio-filters', ( el ) =>
	createPortfolioFilters( el )
);
