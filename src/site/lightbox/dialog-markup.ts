// The lightbox's dialog, built once per page on first use: a modal <dialog> (the browser makes
// the page behind inert) with a close button, the stage, the status line ('Loading...' and the
// failure messages), previous and next, the counter and the caption.
import type { LightboxStrings } from './strings';

export type DialogParts = {
	dialog: HTMLDialogElement;
	close: HTMLButtonElement;
	zoom: HTMLButtonElement;
	previous: HTMLButtonElement;
	next: HTMLButtonElement;
	stage: HTMLElement;
	message: HTMLElement;
	counter: HTMLElement;
	caption: HTMLElement;
};

function button(
	doc: Document,
	name: string,
	label: string,
	icon: string
): HTMLButtonElement {
	const el = doc.createElement( 'button' );
	el.type = 'button';
	el.className = `stagecraft-lightbox__button is-${ name }`;
	el.setAttribute( 'aria-label', label );
	const glyph = doc.createElement( 'span' );
	glyph.setAttribute( 'aria-hidden', 'true' );
	glyph.textContent = icon;
	el.append( glyph );
	return el;
}

export function buildDialog(
	doc: Document,
	strings: LightboxStrings
): DialogParts {
	const dialog = doc.createElement( 'dialog' );
	dialog.className = 'stagecraft-lightbox-dialog';
	dialog.setAttribute( 'aria-label', strings.dialog );
	const part = ( tag: string, name: string ) => {
		const el = doc.createElement( tag );
		el.className = `stagecraft-lightbox__${ name }`;
		return el;
	};
	const bar = part( 'div', 'bar' );
	const counter = part( 'p', 'counter' );
	const zoom = button( doc, 'zoom', strings.zoomIn, '+' );
	zoom.setAttribute( 'aria-pressed', 'false' );
	const close = button( doc, 'close', strings.close, '×' );
	bar.append( counter, zoom, close );
	const stage = part( 'div', 'stage' );
	const message = part( 'p', 'message' );
	message.setAttribute( 'role', 'status' );
	const previous = button( doc, 'previous', strings.previous, '‹' );
	const next = button( doc, 'next', strings.next, '›' );
	const caption = part( 'p', 'caption' );
	caption.id = `stagecraft-lightbox-caption`;
	dialog.setAttribute( 'aria-describedby', caption.id );
	dialog.append( bar, stage, message, previous, next, caption );
	doc.body.append( dialog );
	return {
		dialog,
		close,
		zoom,
		previous,
		next,
		stage,
		message,
		counter,
		caption,
	};
}
