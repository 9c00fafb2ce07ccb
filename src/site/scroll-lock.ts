// Page scroll lock and inert background for the modal panels (side slide, off-canvas sidebar,
// search overlay). Locks nest: the page scrolls again when the last holder lets go.

let holders = 0;
let saved: { overflow: string; gutter: string } | null = null;

/**
 * Width of a classic (space-taking) vertical scroll bar, 0 for overlay scroll bars.
 * @param win
 */
export function scrollbarWidth( win: Window = window ): number {
	return Math.max(
		0,
		win.innerWidth - win.document.documentElement.clientWidth
	);
}

/**
 * Stops the page from scrolling. When the page has a scroll bar that takes space, its gutter stays
 * reserved (scrollbar-gutter: stable), so nothing moves sideways when it disappears.
 * Returns the unlock function; calling it twice is harmless.
 */
export function lockScroll(): () => void {
	const root = document.documentElement;
	if ( holders === 0 ) {
		saved = {
			overflow: root.style.overflow,
			gutter: root.style.getPropertyValue( 'scrollbar-gutter' ),
		};
		if ( scrollbarWidth() > 0 ) {
			root.style.setProperty( 'scrollbar-gutter', 'stable' );
		}
		root.style.overflow = 'hidden';
	}
	holders++;
	let released = false;
	return () => {
		if ( released ) {
			return;
		}
		released = true;
		holders = Math.max( 0, holders - 1 );
		if ( holders === 0 && saved ) {
			root.style.overflow = saved.overflow;
			root.style.setProperty( 'scrollbar-gutter', saved.gutter );
			saved = null;
		}
	};
}

/**
 * Makes everything in <body> except `keep` (and its ancestors) inert, so neither the pointer,
 * the keyboard nor assistive technology reaches the page behind a modal panel.
 * Returns the restore function, which leaves elements that were inert before untouched.
 * @param keep
 */
export function inertOutside( keep: HTMLElement ): () => void {
	const changed: HTMLElement[] = [];
	let node: HTMLElement | null = keep;
	while ( node && node.parentElement ) {
		const parent: HTMLElement = node.parentElement;
		for ( const sibling of Array.from( parent.children ) ) {
			if (
				sibling !== node &&
				sibling instanceof HTMLElement &&
				! sibling.hasAttribute( 'inert' ) &&
				sibling.tagName !== 'SCRIPT' &&
				sibling.tagName !== 'STYLE'
			) {
				sibling.setAttribute( 'inert', '' );
				changed.push( sibling );
			}
		}
		node = parent === document.body ? null : parent;
	}
	return () => {
		changed.splice( 0 ).forEach( ( el ) => el.removeAttribute( 'inert' ) );
	};
}
