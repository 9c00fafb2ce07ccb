import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import type { StoredModule } from '../../schema/module';
import { streamReplySchema } from '../../schema/stream';
import type { StreamItem } from '../../schema/stream';
import { cloneStreamSlides, errorModule } from '../../module/streams/clone';

// Waits this long after the last source edit or save before asking the server again.
const REFETCH_MS = 800;

type Raw = Record< string, unknown >;

// A slide's text layers as plain text, the way a visitor reads them.
function slideText( slide: Raw ): string[] {
	const layers = Array.isArray( slide.layers )
		? ( slide.layers as Raw[] )
		: [];
	return layers
		.map( ( layer ) => {
			const content = ( layer.content ?? {} ) as Raw;
			const box = document.createElement( 'template' );
			box.innerHTML = String( content.text ?? '' );
			return ( box.content.textContent ?? '' ).trim();
		} )
		.filter( Boolean );
}

/**
 * The slides the module's stream makes of its template slides now: the
 * saved source's items (sliders/stream/{alias}) bound into the templates as
 * edited, or the error slide when the feed is empty or fails. Asked again
 * when a save stores new source settings.
 *
 * @param props          Props.
 * @param props.module   The module being edited.
 * @param props.revision The saved revision.
 */
export function StreamPreview( {
	module,
	revision,
}: {
	module: StoredModule;
	revision: string;
} ) {
	const [ items, setItems ] = useState< StreamItem[] | null >( null );
	const sourceKey = JSON.stringify( module.settings.source );
	useEffect( () => {
		let live = true;
		const timer = setTimeout( () => {
			apiFetch( {
				path: `/stagecraft/v1/sliders/stream/${ encodeURIComponent( module.alias ) }?srengine=7`,
			} )
				.then( ( reply ) => {
					const parsed = streamReplySchema.safeParse( reply );
					return parsed.success && parsed.data.success
						? parsed.data.data
						: [];
				} )
				.catch( () => [] )
				.then( ( data ) => live && setItems( data ) );
		}, REFETCH_MS );
		return () => {
			live = false;
			clearTimeout( timer );
		};
	}, [ module.alias, sourceKey, revision ] );

	if ( items === null ) {
		return <p>{ __( 'Loading the stream…', 'stagecraft' ) }</p>;
	}
	const raw = module as unknown as Raw;
	const shown =
		items.length > 0
			? cloneStreamSlides( raw, items )
			: errorModule( raw, module.settings.source.type ?? '' );
	const slides = ( shown.slides as Raw[] ).slice( 0, 10 );
	return (
		<div className="stagecraft-editor__stream-preview" aria-live="polite">
			<p>
				{ items.length > 0
					? sprintf(
							/* translators: %d: number of slides */
							_n(
								'%d slide from the stream:',
								'%d slides from the stream:',
								items.length,
								'stagecraft'
							),
							items.length
						)
					: __(
							'The feed is empty or failed: visitors see the error slide.',
							'stagecraft'
						) }
			</p>
			<ol>
				{ slides.map( ( slide ) => (
					<li key={ String( slide.id ) }>
						{ slideText( slide ).join( ' · ' ) }
					</li>
				) ) }
			</ol>
		</div>
	);
}
