import { useEffect, useState } from '@wordpress/element';
import type { Layer } from '../../schema/layer';
import type { CanvasModule } from './frame';
import { layerElement } from './use-layer-drag';

// The runtime may still be animating the layer in: its box is measured again until it settles.
const MEASURE_EVERY = 200;

interface Box {
	left: number;
	top: number;
	width: number;
	height: number;
}

/**
 * The selected layer's outline over the canvas, with a handle that resizes it.
 *
 * @param props          Selection props.
 * @param props.running  The module running in the canvas.
 * @param props.layer    The selected layer.
 * @param props.scale    How much the canvas is scaled down to fit.
 * @param props.onResize Starts a resize from the handle.
 */
export function Selection( {
	running,
	layer,
	scale,
	onResize,
}: {
	running: CanvasModule;
	layer: Layer;
	scale: number;
	onResize: (
		layer: Layer,
		event: React.PointerEvent,
		scale: number
	) => void;
} ) {
	const [ box, setBox ] = useState< Box | null >( null );
	useEffect( () => {
		const measure = () => {
			const el = layerElement( running.root.ownerDocument, layer.id );
			const rect = el?.getBoundingClientRect();
			setBox( ( old ) => {
				if ( ! rect || ( ! rect.width && ! rect.height ) ) {
					return null;
				}
				const next = {
					left: rect.left * scale,
					top: rect.top * scale,
					width: rect.width * scale,
					height: rect.height * scale,
				};
				const same =
					old &&
					Object.keys( next ).every(
						( k ) =>
							Math.abs(
								old[ k as keyof Box ] - next[ k as keyof Box ]
							) < 0.5
					);
				return same ? old : next;
			} );
		};
		measure();
		const timer = window.setInterval( measure, MEASURE_EVERY );
		return () => window.clearInterval( timer );
	}, [ running, layer, scale ] );
	if ( ! box ) {
		return null;
	}
	return (
		<div
			className="stagecraft-editor__selection"
			style={ box }
			data-selected-layer={ String( layer.id ) }
			aria-hidden="true"
		>
			<span
				className="stagecraft-editor__handle"
				onPointerDown={ ( event ) => onResize( layer, event, scale ) }
			/>
		</div>
	);
}
