// What a media element shows for its state: the poster (before playing, and when paused or
// ended if allowed), the play button's label, and the state for CSS and tests.
import { isPlaying, MEDIA_STATES } from './types';
import type { MediaOptions, MediaState } from './types';

const CORNER: Partial< CSSStyleDeclaration > = {
	left: 'auto',
	top: 'auto',
	right: '12px',
	bottom: '12px',
	width: '40px',
	height: '40px',
	margin: '0',
};

/**
 * Shows a state on the media element.
 *
 * @param element The media element (data-stagecraft-media).
 * @param state   Its player's state.
 * @param options Its options.
 */
export function showState(
	element: HTMLElement,
	state: MediaState,
	options: MediaOptions
) {
	element.dataset.mediaState = String( state );
	const playing = isPlaying( state );
	const started = state !== MEDIA_STATES.unstarted;
	const poster = element.querySelector< HTMLElement >(
		'.stagecraft-media__poster'
	);
	if ( poster ) {
		const stopped =
			state === MEDIA_STATES.paused || state === MEDIA_STATES.ended;
		poster.hidden =
			playing ||
			( started && ! ( stopped && options.showPosterOnPause ) );
	}
	const notice = element.querySelector< HTMLElement >(
		'.stagecraft-media__notice'
	);
	if ( notice ) {
		notice.hidden = started;
	}
	const button = element.querySelector< HTMLButtonElement >(
		'.stagecraft-media__play'
	);
	if ( button ) {
		const label = playing
			? button.dataset.labelPause
			: button.dataset.labelPlay;
		button.setAttribute( 'aria-label', label ?? '' );
		button.dataset.playing = String( playing );
		// While playing, the button steps aside to a corner (still a keyboard stop).
		button.dataset.style ??= button.style.cssText;
		button.style.cssText = button.dataset.style;
		if ( playing ) {
			Object.assign( button.style, CORNER );
		}
	}
}
