// WordPress's Media Library modal (wp.media, enqueued by the screen with wp_enqueue_media()),
// typed to the little the editor uses.
import { __ } from '@wordpress/i18n';

export interface PickedImage {
	id: number;
	url: string;
	width: number;
	height: number;
	alt: string;
}

interface Attachment {
	toJSON: () => {
		id: number;
		url: string;
		width?: number;
		height?: number;
		alt?: string;
	};
}

interface MediaFrame {
	on: ( event: 'select', callback: () => void ) => void;
	open: () => void;
	state: () => { get: ( name: 'selection' ) => { first: () => Attachment } };
}

type MediaFactory = ( options: {
	title: string;
	button: { text: string };
	library: { type: string };
	multiple: boolean;
} ) => MediaFrame;

declare global {
	interface Window {
		wp?: { media?: MediaFactory };
	}
}

/** Whether the Media Library is on this screen. */
export const hasMediaLibrary = () => typeof window.wp?.media === 'function';

/**
 * Opens the Media Library to pick one image.
 *
 * @param onPick          Called with the chosen image.
 * @param options         What the modal says and lists (an image, by default).
 * @param options.title   The modal's title.
 * @param options.button  Its select button.
 * @param options.library Mime type of the files listed, e.g. 'image' or 'image/svg+xml'.
 */
export function pickImage(
	onPick: ( image: PickedImage ) => void,
	options: { title?: string; button?: string; library?: string } = {}
): void {
	const media = window.wp?.media;
	if ( ! media ) {
		return;
	}
	const frame = media( {
		title: options.title ?? __( 'Choose an image', 'stagecraft' ),
		button: {
			text: options.button ?? __( 'Use this image', 'stagecraft' ),
		},
		library: { type: options.library ?? 'image' },
		multiple: false,
	} );
	frame.on( 'select', () => {
		const image = frame.state().get( 'selection' ).first().toJSON();
		onPick( {
			id: image.id,
			url: image.url,
			width: image.width ?? 0,
			height: image.height ?? 0,
			alt: image.alt ?? '',
		} );
	} );
	frame.open();
}
