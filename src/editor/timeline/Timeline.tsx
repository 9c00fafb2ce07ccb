import { Button, PanelBody } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useId } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { CSSProperties } from 'react';
import type { Id } from '../../schema/base';
import type { Scene } from '../../schema/timeline';
import { store } from '../store';
import { inScene } from '../store/animations';
import { updateLayer } from '../store/edits';
import { useEditor } from '../use-editor';
import { Ruler } from './Ruler';
import { outZone, slideLength, type SceneKind } from './timing';
import { Track } from './Track';
import { usePreview } from './use-preview';
import './style.scss';

/**
 * The selected slide's timeline: a ruler of its length in ms with a playhead, one track per
 * layer with its in and out scenes, and play/pause of the slide in the canvas. Frame values
 * (start, duration, ease) are also fields of the inspector's animation panel.
 */
export function Timeline() {
	const { module, slide, slideIndex, state } = useEditor();
	const { edit, selectLayer } = useDispatch( store );
	const preview = usePreview();
	const help = `stagecraft-timeline-help-${ useId() }`;
	if ( ! module || ! slide ) {
		return null;
	}
	const length = slideLength( module, slide );
	const zone = outZone( slide.layers );
	const domain = Math.max( 1, length + zone );
	const time = Math.min( domain, Math.max( 0, preview.time ) );
	const writeScene =
		( id: Id ) => ( kind: SceneKind, scene: Scene, key?: string ) =>
			edit(
				updateLayer( module, slideIndex, id, ( l ) => ( {
					...l,
					tl: { ...l.tl, [ kind ]: scene },
				} ) ),
				key
			);
	return (
		<PanelBody
			className="stagecraft-timeline"
			title={ __( 'Timeline', 'stagecraft' ) }
		>
			<div className="stagecraft-timeline__controls">
				<Button
					variant="secondary"
					disabled={ ! preview.ready }
					accessibleWhenDisabled
					onClick={ preview.playing ? preview.pause : preview.play }
				>
					{ preview.playing
						? __( 'Pause', 'stagecraft' )
						: __( 'Play', 'stagecraft' ) }
				</Button>
				<span className="stagecraft-timeline__clock">
					{ sprintf(
						/* translators: 1: playhead in ms, 2: slide length in ms */
						__( '%1$d / %2$d ms', 'stagecraft' ),
						Math.round( time ),
						length
					) }
				</span>
			</div>
			<div className="stagecraft-timeline__grid">
				<div className="stagecraft-timeline__head">
					<span className="stagecraft-timeline__unit">
						{ __( 'Layer · time (ms)', 'stagecraft' ) }
					</span>
					<Ruler
						domain={ domain }
						length={ length }
						time={ time }
						onSeek={ preview.seek }
					/>
				</div>
				{ slide.layers.length === 0 ? (
					<p className="stagecraft-timeline__empty">
						{ __( 'This slide has no layers yet.', 'stagecraft' ) }
					</p>
				) : (
					<ul
						className="stagecraft-timeline__rows"
						aria-label={ __( 'Layer timelines', 'stagecraft' ) }
						style={
							{
								'--stagecraft-timeline-at': time / domain,
							} as CSSProperties
						}
					>
						{ slide.layers.map( ( layer ) => (
							<Track
								key={ String( layer.id ) }
								layer={ layer }
								selected={ layer.id === state.layer }
								length={ length }
								outZone={ zone }
								describedBy={ help }
								onSelect={ () => selectLayer( layer.id ) }
								onScene={ writeScene( layer.id ) }
								onAddIn={ () =>
									edit(
										updateLayer(
											module,
											slideIndex,
											layer.id,
											( l ) => ( {
												...l,
												tl: {
													...l.tl,
													in: inScene( 'fade' ),
												},
											} )
										),
										undefined,
										{ layer: layer.id }
									)
								}
							/>
						) ) }
					</ul>
				) }
			</div>
			<p id={ help } className="stagecraft-timeline__help">
				{ __(
					'Drag a bar to change its start, its right edge to change its duration; both snap to 10 ms, hold Shift to move freely. With a bar focused, the arrow keys move its start by 10 ms (Shift: 100 ms) and Alt with the arrow keys changes its duration.',
					'stagecraft'
				) }
			</p>
		</PanelBody>
	);
}
