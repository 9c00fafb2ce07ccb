import { mountEach } from '../../src/site/mount-each';
import { createTabsBlock } from '../../src/site/tabs-block';

mountEach( '.stagecraft-tabs', ( el ) => createTabsBlock( el ) );
