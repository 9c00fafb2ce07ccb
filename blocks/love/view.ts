import { mountEach } from '../../src/site/mount-each';
import { createLove } from '../../src/site/love';

mountEach( '.stagecraft-love', ( el ) => createLove( el ) );
