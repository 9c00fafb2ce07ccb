import type { NavInput } from '../../schema/navigation';
import { partStore } from '../events/store';
import type { EventStore } from '../events/store';
import type { ModuleControls } from '../types';
import { WHEEL_COOLDOWN } from './constants';

const WORDS: Record< string, number > = { low: 100, medium: 50, high: 10 };
const DEFAULT_THRESHOLD = 50;
/** Wheel movement older than this starts a new gesture, ms. */
const GESTURE_GAP = 300;
const LINE = 16;

/**
 * How far (px) the wheel must turn to change slides: a number is taken as
 * that distance; low, medium and high are 100, 50 and 10.
 *
 * @param sensitivity The setting.
 */
export function wheelThreshold( sensitivity?: number | string ): number {
	if ( typeof sensitivity === 'number' && sensitivity > 0 ) {
		return sensitivity;
	}
	if ( typeof sensitivity === 'string' ) {
		return WORDS[ sensitivity.toLowerCase() ] ?? DEFAULT_THRESHOLD;
	}
	return DEFAULT_THRESHOLD;
}

export interface WheelOptions {
	settings: NavInput[ 'wheel' ];
	/** Whether the current slide is the first / last of the play order. */
	atFirst: () => boolean;
	atLast: () => boolean;
	now?: () => number;
	/** The module's event store. */
	store?: EventStore;
}

/**
 * Mouse wheel navigation: a turn past the sensitivity changes slides, then
 * nothing for the cooldown (cd, default 1500 ms). At the first slide going
 * back and the last going on, the wheel scrolls the page as usual.
 *
 * @param root    The module element.
 * @param module  The module API.
 * @param options Settings and where the module stands.
 */
export function createWheel(
	root: HTMLElement,
	module: Pick< ModuleControls, 'next' | 'prev' >,
	options: WheelOptions
) {
	const { settings } = options;
	const now = options.now ?? ( () => Date.now() );
	const threshold = wheelThreshold( settings.sensitivity );
	const cooldown = settings.cd ?? WHEEL_COOLDOWN;
	let sum = 0;
	let lastEvent = -Infinity;
	let lastChange = -Infinity;

	const onWheel = ( event: WheelEvent ) => {
		const scale = event.deltaMode === 1 ? LINE : 1;
		const delta =
			( settings.dir === 'horizontal' ? event.deltaX : event.deltaY ) *
			scale;
		if ( delta === 0 ) {
			return;
		}
		const forward = delta > 0;
		// The page scrolls on past the ends.
		if ( forward ? options.atLast() : options.atFirst() ) {
			sum = 0;
			return;
		}
		event.preventDefault();
		const time = now();
		if (
			time - lastEvent > GESTURE_GAP ||
			Math.sign( sum ) !== Math.sign( delta )
		) {
			sum = 0;
		}
		lastEvent = time;
		if ( time - lastChange < cooldown ) {
			return;
		}
		sum += delta;
		if ( Math.abs( sum ) >= threshold ) {
			sum = 0;
			lastChange = time;
			if ( forward ) {
				module.next();
			} else {
				module.prev();
			}
		}
	};
	const events = partStore( root, options.store );
	events.on( root, 'wheel', onWheel, { passive: false } );
	return {
		destroy: () => events.clear(),
	};
}
