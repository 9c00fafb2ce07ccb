// When a popup shows (spec site.md sections 2, 3, 4 and 9): its data attributes, its cookie, and
// the triggers on start, after a delay, on scroll, on scrolling to an element and on exit intent.

export type PopupDisplay =
	| 'on-start'
	| 'start-delay'
	| 'on-scroll'
	| 'scroll-to-element'
	| 'on-exit'
	| 'trigger';
export type PopupCookieMode = 'none' | 'one-time' | 'cookie-based';

export type PopupConfig = {
	id: string;
	display: PopupDisplay;
	delayMs: number;
	scrollPx: number;
	element: string;
	cookie: PopupCookieMode;
	cookieDays: number;
	hideDelayMs: number;
	closeButtonDelayMs: number;
	blur: boolean;
};

export const SHOW_ONCE_DAYS = 365;
export const PLACEHOLDER_ID = 'id';
export const MSG_ID_REQUIRED = 'Popup ID id required';
export const MSG_NOT_FOUND = 'We cannot find popup with inserted ID';

const DISPLAYS: PopupDisplay[] = [
	'on-start',
	'start-delay',
	'on-scroll',
	'scroll-to-element',
	'on-exit',
	'trigger',
];
const seconds = ( value: string | undefined ) => {
	const n = Number( value );
	return value && Number.isFinite( n ) && n > 0 ? Math.round( n * 1000 ) : 0;
};

export function popupCookieName( id: string ): string {
	return `mfn_popup_${ id }`;
}

/**
 * Reads the data attributes; times are given in seconds, as site owners enter them.
 * @param data
 */
export function parsePopupConfig(
	data: Record< string, string | undefined >
): PopupConfig {
	const display = DISPLAYS.find( ( d ) => d === data.display ) ?? 'on-start';
	const cookie =
		data.cookie === 'one-time' || data.cookie === 'cookie-based'
			? data.cookie
			: 'none';
	const days = Number( data.cookieDays );
	return {
		id: data.popupId ?? '',
		display,
		delayMs: seconds( data.displayDelay ),
		scrollPx: Math.max( 0, Number( data.displayScroll ) || 0 ),
		element: data.displayElement ?? '',
		cookie,
		cookieDays:
			cookie === 'one-time'
				? SHOW_ONCE_DAYS
				: Math.max( 1, Number.isFinite( days ) ? days : 1 ),
		hideDelayMs: seconds( data.hidedelay ),
		closeButtonDelayMs: seconds( data.closebuttondelay ),
		blur: data.blur === '1' || data.blur === 'true',
	};
}

/**
 * Once closed, a show-once or cookie-based popup stays away while its cookie lives.
 * @param config
 * @param cookieValue
 */
export function isSuppressed(
	config: PopupConfig,
	cookieValue: string | null
): boolean {
	return config.cookie !== 'none' && cookieValue !== null;
}

/**
 * Checks a trigger's popup id; returns the console message for a bad one, else null.
 * @param id
 * @param exists
 */
export function triggerError(
	id: string | undefined,
	exists: ( id: string ) => boolean
): string | null {
	if ( ! id || id === PLACEHOLDER_ID ) {
		return MSG_ID_REQUIRED;
	}
	return exists( id ) ? null : MSG_NOT_FOUND;
}

/**
 * Arms the popup's display trigger; `show` runs at most once.
 * @param config
 * @param show
 * @param doc
 */
export function armTrigger(
	config: PopupConfig,
	show: () => void,
	doc: Document = document
): { destroy: () => void } {
	const win = doc.defaultView ?? window;
	let done = false;
	let timer = 0;
	const cleanups: Array< () => void > = [];
	const fire = () => {
		if ( ! done ) {
			done = true;
			cleanups.forEach( ( c ) => c() );
			show();
		}
	};
	const listen = < K extends keyof DocumentEventMap >(
		target: Document | Window,
		type: K,
		fn: ( e: DocumentEventMap[ K ] ) => void
	) => {
		const handler = fn as EventListener;
		target.addEventListener( type, handler, { passive: true } );
		cleanups.push( () => target.removeEventListener( type, handler ) );
	};

	switch ( config.display ) {
		case 'on-start':
			fire();
			break;
		case 'start-delay':
			timer = win.setTimeout( fire, config.delayMs );
			cleanups.push( () => win.clearTimeout( timer ) );
			break;
		case 'on-scroll':
		case 'scroll-to-element': {
			const check = () => {
				const el =
					config.display === 'scroll-to-element' && config.element
						? doc.querySelector( config.element )
						: null;
				if ( config.display === 'scroll-to-element' ) {
					if (
						el &&
						el.getBoundingClientRect().top < win.innerHeight
					) {
						fire();
					}
				} else if (
					win.scrollY >= config.scrollPx &&
					win.scrollY > 0
				) {
					fire();
				}
			};
			listen( win, 'scroll', check );
			check();
			break;
		}
		case 'on-exit':
			// The pointer leaving through the top edge: heading for the tabs or the address bar.
			listen( doc, 'mouseout', ( event: MouseEvent ) => {
				if ( ! event.relatedTarget && event.clientY <= 0 ) {
					fire();
				}
			} );
			break;
		case 'trigger':
			break;
	}
	return {
		destroy() {
			done = true;
			cleanups.forEach( ( c ) => c() );
		},
	};
}
