import { mountEach } from '../../src/site/mount-each';
import { createListLoading } from '../../src/site/list-loading';

mountEach( '.stagecraft-list-loading', ( el ) => createListLoading( el ) );
