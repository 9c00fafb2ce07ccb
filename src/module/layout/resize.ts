import { createEventStore } from '../events/store';
import type { EventStore, Remove } from '../events/store';

/** Spec section 9: resize handlers run 100 ms after the last resize, at least once a second. */
export const RESIZE_DELAY_MS = 100;
export const RESIZE_WINDOW_MS = 1000;
/** Spec section 9: on mobile, height changes under 30 px (toolbars) are not resizes. */
export const MOBILE_RESIZE_THRESHOLD = 30;

export interface ResizeWatch {
	destroy: () => void;
}

export interface ResizeOptions {
	/** Whether the module is at the mobile level now. */
	isMobile: () => boolean;
	onResize: () => void;
	delay?: number;
	/** The module's event store: its window is the one watched. */
	store?: EventStore;
}

/**
 * Window resizes, throttled: the handler runs `delay` ms after the last
 * event, and at least once per 1 s window while resizing goes on. On mobile,
 * a height-only change under 30 px (the browser's toolbars) is ignored.
 *
 * @param options What to call, and how to tell mobile.
 */
export function watchResize( options: ResizeOptions ): ResizeWatch {
	const events = options.store ? options.store.scope() : createEventStore();
	const { win } = events;
	const viewport = () => ( {
		width: win.innerWidth,
		height: win.innerHeight,
	} );
	const delay = options.delay ?? RESIZE_DELAY_MS;
	let last = viewport();
	let timer: Remove | undefined;
	let windowStart = 0;

	function run() {
		timer = undefined;
		windowStart = 0;
		const now = viewport();
		const small =
			now.width === last.width &&
			Math.abs( now.height - last.height ) < MOBILE_RESIZE_THRESHOLD;
		if ( options.isMobile() && small ) {
			return;
		}
		last = now;
		options.onResize();
	}

	function onEvent() {
		const now = Date.now();
		if ( ! windowStart ) {
			windowStart = now;
		}
		timer?.();
		// Past the window, run on the next tick rather than wait for quiet.
		const wait = now - windowStart >= RESIZE_WINDOW_MS ? 0 : delay;
		timer = events.timeout( run, wait );
	}

	events.on( win, 'resize', onEvent );
	events.on( win, 'orientationchange', onEvent );
	return {
		destroy: () => events.clear(),
	};
}
