import { dispatch, select } from '@wordpress/data';
import { useCallback, useEffect } from '@wordpress/element';
import type { Layer } from '../../schema/layer';
import { store } from '../store';
import { updateLayer } from '../store/edits';
import { placeLayer, sizeLayer } from '../store/levels';
import { dragTo, offsetsOf, type DragStart } from './drag';
import { gridScale, type CanvasModule } from './frame';

/** Pointer travel (px) below which a press is a click, not a drag. */
const CLICK_SLOP = 3;

/**
 * The element a layer's position is written on: its wrapper when the renderer made one.
 *
 * @param doc The canvas document.
 * @param id  Layer id.
 */
export const layerElement = ( doc: Document, id: Layer[ 'id' ] ) =>
	doc.querySelector< HTMLElement >(
		`[data-wrap-of="${ CSS.escape( String( id ) ) }"]`
	) ??
	doc.querySelector< HTMLElement >(
		`[data-layer-id="${ CSS.escape( String( id ) ) }"]`
	);

function editorState() {
	const editor = select( store );
	return {
		module: editor.module(),
		slide: editor.slideIndex(),
		level: editor.level(),
	};
}

/**
 * Click to select and drag to move the layers in the canvas document; returns the resize
 * handler the selection's handle calls.
 *
 * @param doc     The canvas document.
 * @param running The module running in it.
 */
export function useLayerDrag(
	doc: Document | null,
	running: CanvasModule | null
) {
	useEffect( () => {
		if ( ! doc || ! running ) {
			return;
		}
		const onDown = ( event: PointerEvent ) => {
			const hit = (
				event.target as Element | null
			 )?.closest< HTMLElement >( '[data-layer-id]' );
			const { module, slide, level } = editorState();
			const layer = module?.slides[ slide ]?.layers.find(
				( l ) => String( l.id ) === hit?.dataset.layerId
			);
			dispatch( store ).selectLayer( layer?.id ?? null );
			const el = layer && layerElement( doc, layer.id );
			if (
				! module ||
				! layer ||
				! el ||
				select( store ).isLocked( layer.id )
			) {
				return;
			}
			event.preventDefault();
			const scale = gridScale( running.root );
			const size = module.settings.size;
			const start: DragStart = {
				...offsetsOf( layer, level, {
					x: el.offsetLeft / scale,
					y: el.offsetTop / scale,
				} ),
				width: el.offsetWidth / scale,
				height: el.offsetHeight / scale,
				gridWidth: size.width[ level ],
				gridHeight: size.height[ level ],
			};
			let to = { x: start.x, y: start.y };
			const move = ( e: PointerEvent ) => {
				const dx = ( e.clientX - event.clientX ) / scale;
				const dy = ( e.clientY - event.clientY ) / scale;
				if (
					Math.hypot( dx, dy ) * scale < CLICK_SLOP &&
					to.x === start.x &&
					to.y === start.y
				) {
					return;
				}
				to = dragTo( layer, level, start, dx, dy, e.altKey );
				const sx = layer.pos.h[ level ] === 'right' ? -1 : 1;
				const sy = layer.pos.v[ level ] === 'bottom' ? -1 : 1;
				el.style.translate = `${ ( to.x - start.x ) * scale * sx }px ${
					( to.y - start.y ) * scale * sy
				}px`;
			};
			const up = () => {
				doc.removeEventListener( 'pointermove', move );
				doc.removeEventListener( 'pointerup', up );
				el.style.translate = '';
				if ( to.x !== start.x || to.y !== start.y ) {
					dispatch( store ).edit(
						updateLayer( module, slide, layer.id, ( l ) =>
							placeLayer( l, level, to.x, to.y )
						)
					);
				}
			};
			doc.addEventListener( 'pointermove', move );
			doc.addEventListener( 'pointerup', up );
		};
		doc.addEventListener( 'pointerdown', onDown );
		return () => doc.removeEventListener( 'pointerdown', onDown );
	}, [ doc, running ] );

	const resize = useCallback(
		( layer: Layer, event: React.PointerEvent, frameScale: number ) => {
			const el = doc && running && layerElement( doc, layer.id );
			if ( ! el || ! running ) {
				return;
			}
			event.preventDefault();
			const handle = event.currentTarget as HTMLElement;
			handle.setPointerCapture( event.pointerId );
			const scale = gridScale( running.root ) * frameScale;
			const width = el.offsetWidth;
			const height = el.offsetHeight;
			let size = { w: width, h: height };
			const move = ( e: PointerEvent ) => {
				size = {
					w: Math.max(
						1,
						width + ( e.clientX - event.clientX ) / frameScale
					),
					h: Math.max(
						1,
						height + ( e.clientY - event.clientY ) / frameScale
					),
				};
				el.style.width = `${ size.w }px`;
				el.style.height = `${ size.h }px`;
			};
			const up = () => {
				handle.removeEventListener( 'pointermove', move );
				handle.removeEventListener( 'pointerup', up );
				const { module, slide, level } = editorState();
				if ( module && ( size.w !== width || size.h !== height ) ) {
					const grid = scale / frameScale;
					dispatch( store ).edit(
						updateLayer( module, slide, layer.id, ( l ) =>
							sizeLayer( l, level, size.w / grid, size.h / grid )
						)
					);
				}
			};
			handle.addEventListener( 'pointermove', move );
			handle.addEventListener( 'pointerup', up );
		},
		[ doc, running ]
	);
	return { resize };
}
