import { mountEach } from '../../src/site/mount-each';
import { createCountdown } from '../../src/site/countdown';

mountEach( '.stagecraft-countdown[data-date]', ( el ) =>
	createCountdown( el )
);
