import { mountHeader } from '../../src/site/mount-header';
import { whenParsed } from '../../src/site/when-parsed';

// Mount only: the behaviours live in src/site.
whenParsed( mountHeader );
