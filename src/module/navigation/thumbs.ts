import { __ } from '../../i18n/visitor';
import type { NavElement } from '../../schema/navigation';
import type { SlideView } from '../../schema/slide-view';
import { createItemList, slideLabel } from './items';

export { slideLabel };
import type { ListControls } from './items';
import { itemSize, outerSpace, scaledLength } from './place';
import type { OuterSpace } from './place';
import { shell } from './shell';
import type { NavPart } from './shell';

/**
 * A slide's thumbnail: its own thumb, else its background image.
 *
 * @param slide The slide.
 */
export function thumbSource( slide: SlideView ): string {
	return slide.thumb?.src || slide.bg.image?.src || '';
}

/**
 * Thumbnail buttons in navigation order. Their size scales with the window
 * between 480 and 980 px (in CSS, so the server can reserve the same).
 *
 * @param root    The module element.
 * @param module  The module API.
 * @param slides  The module's slides.
 * @param order   Slide indexes in navigation order.
 * @param element The thumbs' settings.
 * @param space   The outer bands.
 */
export function createThumbs(
	root: HTMLElement,
	module: ListControls,
	slides: readonly SlideView[],
	order: readonly number[],
	element: NavElement,
	space: OuterSpace = outerSpace( { thumbs: element } )
): NavPart {
	const size = itemSize( 'thumbs', element );
	const width = scaledLength( size.w );
	const height = scaledLength( size.h );
	const node = shell(
		document.createElement( 'div' ),
		'thumbs',
		element,
		space
	);
	const images: HTMLImageElement[] = [];
	const list = createItemList( node, module, {
		element,
		order,
		label: __( 'Slide thumbnails', 'stagecraft' ),
		step: element.d === 'vertical' ? height : width,
		itemClass: 'stagecraft-module__thumb',
		build( button, index ) {
			const slide = slides[ index ];
			button.style.width = width;
			button.style.height = height;
			button.setAttribute( 'aria-label', slideLabel( slide, index ) );
			if ( slide.bg.color ) {
				button.style.backgroundColor = slide.bg.color;
			}
			const src = thumbSource( slide );
			if ( ! src ) {
				return;
			}
			const image = document.createElement( 'img' );
			image.alt = '';
			image.loading = 'lazy';
			image.decoding = 'async';
			image.width = size.w;
			image.height = size.h;
			const { src: fallback, srcset } = slide.bg.image ?? {};
			const show = ( file: string ) => {
				// The background's own sizes: the smallest that fills the button.
				if ( srcset && file === fallback ) {
					image.sizes = `${ size.w }px`;
					image.srcset = srcset;
				}
				image.src = file;
			};
			// Spec section 4: a failed thumbnail falls back to the slide background.
			image.onerror = () => {
				image.onerror = null;
				if ( fallback && fallback !== image.getAttribute( 'src' ) ) {
					show( fallback );
				} else {
					image.remove();
				}
			};
			show( src );
			// A long list renders a window of items: those it dropped are forgotten.
			if ( images.length >= 200 ) {
				images.splice(
					0,
					images.length,
					...images.filter( ( item ) => item.isConnected )
				);
			}
			images.push( image );
			button.append( image );
		},
	} );
	root.append( node );
	return {
		nodes: [ node ],
		setTabStop: list.setTabStop,
		destroy() {
			images.forEach( ( image ) => ( image.onerror = null ) );
			list.destroy();
			node.remove();
		},
	};
}
