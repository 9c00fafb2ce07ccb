import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { BREAKPOINTS, DEVICE_LEVELS } from '../../schema/constants';
import { store } from '../store';
import { updateLayer } from '../store/edits';
import { placeLayer } from '../store/levels';
import {
	frameDocument,
	hideLayers,
	mountCanvasModule,
	type CanvasModule,
} from './frame';
import { setRunningModule } from './running';
import { useLayerDrag } from './use-layer-drag';
import { Selection } from './Selection';

// Edits arrive as fast as the keyboard repeats; the module is run again once they pause.
const REMOUNT_DELAY = 120;

/**
 * The canvas: the real module runtime, in edit mode, at the selected device level. Click
 * selects a layer, drag moves it, the handle resizes it, arrow keys nudge it (Shift: 10 px).
 *
 * @param props           Canvas props.
 * @param props.id        Module id.
 * @param props.styleUrls The module's stylesheets.
 */
export function Canvas( {
	id,
	styleUrls,
}: {
	id: number;
	styleUrls: readonly string[];
} ) {
	const { module, slide, layer, level } = useSelect(
		( select ) => ( {
			module: select( store ).module(),
			slide: select( store ).slideIndex(),
			layer: select( store ).layer(),
			level: select( store ).level(),
		} ),
		[]
	);
	const { edit } = useDispatch( store );
	const area = useRef< HTMLDivElement >( null );
	const frame = useRef< HTMLIFrameElement >( null );
	const [ doc, setDoc ] = useState< Document | null >( null );
	const [ running, setRunning ] = useState< CanvasModule | null >( null );
	const [ areaWidth, setAreaWidth ] = useState( 800 );
	const [ frameHeight, setFrameHeight ] = useState( 400 );

	const frameWidth = BREAKPOINTS[ level ];
	const scale = Math.min( 1, areaWidth / frameWidth );

	useEffect( () => {
		const el = area.current;
		if ( ! el ) {
			return;
		}
		const observer = new ResizeObserver( () =>
			setAreaWidth( el.clientWidth || 800 )
		);
		observer.observe( el );
		return () => observer.disconnect();
	}, [] );

	// The module runs again after each edit; the previous run stays on screen until then.
	const current = useRef< CanvasModule | null >( null );
	useEffect( () => {
		if ( ! doc || ! module ) {
			return;
		}
		const timer = window.setTimeout( () => {
			current.current?.handle.destroy();
			current.current = mountCanvasModule( doc, id, module, slide );
			setRunning( current.current );
			setRunningModule( current.current );
		}, REMOUNT_DELAY );
		return () => window.clearTimeout( timer );
	}, [ doc, id, module, slide ] );
	useEffect( () => () => current.current?.handle.destroy(), [] );

	// The iframe is as tall as the module the runtime laid out.
	useEffect( () => {
		if ( ! running ) {
			return;
		}
		const observer = new ResizeObserver( () =>
			setFrameHeight(
				Math.max( 120, Math.ceil( running.root.offsetHeight ) )
			)
		);
		observer.observe( running.root );
		return () => observer.disconnect();
	}, [ running ] );

	const drag = useLayerDrag( doc, running );
	const hidden = useSelect(
		( select ) => select( store ).hiddenLayers(),
		[]
	);
	useEffect( () => {
		if ( doc ) {
			hideLayers( doc, hidden );
		}
	}, [ doc, hidden ] );
	const locked = useSelect(
		( select ) => !! layer && select( store ).isLocked( layer.id ),
		[ layer ]
	);

	const nudge = useCallback(
		( event: KeyboardEvent ) => {
			const arrows: Record< string, [ number, number ] > = {
				ArrowLeft: [ -1, 0 ],
				ArrowRight: [ 1, 0 ],
				ArrowUp: [ 0, -1 ],
				ArrowDown: [ 0, 1 ],
			};
			const step = arrows[ event.key ];
			if ( ! step || ! layer || ! module || locked ) {
				return;
			}
			event.preventDefault();
			const by = event.shiftKey ? 10 : 1;
			const h = layer.pos.h[ level ] === 'right' ? -1 : 1;
			const v = layer.pos.v[ level ] === 'bottom' ? -1 : 1;
			const x = Number( layer.pos.x[ level ] ) || 0;
			const y = Number( layer.pos.y[ level ] ) || 0;
			edit(
				updateLayer( module, slide, layer.id, ( l ) =>
					placeLayer(
						l,
						level,
						x + step[ 0 ] * by * h,
						y + step[ 1 ] * by * v
					)
				),
				`nudge-${ layer.id }`
			);
		},
		[ edit, layer, level, module, slide, locked ]
	);

	useEffect( () => {
		const el = area.current;
		el?.addEventListener( 'keydown', nudge );
		return () => el?.removeEventListener( 'keydown', nudge );
	}, [ nudge ] );

	const levelName = DEVICE_LEVELS[ level ];
	return (
		<div
			className="stagecraft-editor__canvas"
			ref={ area }
			// An editing surface: arrow keys move the selected layer.
			role="application"
			aria-label={ sprintf(
				/* translators: %s: device level name, e.g. desktop */
				__( 'Canvas, %s level', 'stagecraft' ),
				levelName
			) }
			aria-describedby="stagecraft-editor-canvas-help"
			tabIndex={ 0 }
		>
			<p
				id="stagecraft-editor-canvas-help"
				className="screen-reader-text"
			>
				{ __(
					'Select a layer in the Layers panel, then use the arrow keys to move it by 1 px, with Shift by 10 px.',
					'stagecraft'
				) }
			</p>
			<div
				className="stagecraft-editor__frame"
				style={ {
					width: frameWidth * scale,
					height: frameHeight * scale,
				} }
			>
				<iframe
					ref={ frame }
					title={ __( 'Module preview', 'stagecraft' ) }
					srcDoc={ frameDocument( styleUrls ) }
					style={ {
						width: frameWidth,
						height: frameHeight,
						transform: `scale(${ scale })`,
					} }
					onLoad={ () =>
						setDoc( frame.current?.contentDocument ?? null )
					}
				/>
				{ running && layer && (
					<Selection
						running={ running }
						layer={ layer }
						scale={ scale }
						onResize={ drag.resize }
					/>
				) }
			</div>
		</div>
	);
}
