import { createHelper } from '../../src/site/helper';
import { mountEach } from '../../src/site/mount-each';

mountEach( '.stagecraft-helper', ( el ) => createHelper( el ) );
