import { useEffect, useState } from 'react';
import { __ } from '../../i18n/visitor';
import type { SvgStroke } from './svg-sanitise';

type SvgState = 'loading' | 'failed' | 'loaded';

interface SvgProps {
	src: string;
	className: string;
	layerId: string | number;
	label?: string;
	/** content.stroke: colour and width put on the svg's shapes. */
	stroke?: SvgStroke;
}

const loadSanitiser = () =>
	import( /* webpackChunkName: "module/svg-inline" */ './svg-sanitise' ).then(
		( chunk ) => chunk.sanitiseSvg
	);

interface Shown {
	state: SvgState;
	/** The sanitised svg, inline once loaded. */
	markup?: string;
	/** Another site's file the browser may not read (CORS) shows as an image instead. */
	image?: boolean;
}

/**
 * An svg layer goes loading → failed | loaded (spec section 4). The file is fetched by GET
 * and put inline, sanitised (no scripts, no event attributes, no external references), so
 * the layer's stroke and colour (currentColor) reach its shapes.
 *
 * @param props           Source, classes, the layer id, its label and stroke.
 * @param props.src
 * @param props.className
 * @param props.layerId
 * @param props.label
 * @param props.stroke
 */
export function Svg( { src, className, layerId, label, stroke }: SvgProps ) {
	const [ shown, setShown ] = useState< Shown >( {
		state: src ? 'loading' : 'failed',
	} );
	const strokeKey = JSON.stringify( stroke ?? null );
	useEffect( () => {
		if ( ! src ) {
			setShown( { state: 'failed' } );
			return;
		}
		setShown( { state: 'loading' } );
		const abort = new AbortController();
		const load = async (): Promise< Shown > => {
			let text: string;
			try {
				const reply = await fetch( src, {
					method: 'GET',
					credentials: 'same-origin',
					signal: abort.signal,
				} );
				if ( ! reply.ok ) {
					return { state: 'failed' };
				}
				text = await reply.text();
			} catch {
				// Unreadable here (another site without CORS): the browser may still show it.
				return { state: 'loading', image: true };
			}
			const sanitise = await loadSanitiser();
			const markup = sanitise(
				text,
				JSON.parse( strokeKey ) ?? undefined,
				label
			);
			return markup ? { state: 'loaded', markup } : { state: 'failed' };
		};
		load().then(
			( next ) => ! abort.signal.aborted && setShown( next ),
			() => ! abort.signal.aborted && setShown( { state: 'failed' } )
		);
		return () => abort.abort();
	}, [ src, label, strokeKey ] );

	const common = {
		className: `${ className } is-${ shown.state }`,
		'data-layer-id': layerId,
		'data-svg-state': shown.state,
	};
	if ( shown.markup ) {
		// Sanitised by sanitiseSvg: nothing in it runs or fetches.
		return (
			<div
				{ ...common }
				dangerouslySetInnerHTML={ { __html: shown.markup } }
			/>
		);
	}
	return (
		<div { ...common }>
			{ shown.image && (
				<img
					src={ src }
					alt={ label ?? '' }
					onLoad={ () =>
						setShown( { state: 'loaded', image: true } )
					}
					onError={ () => setShown( { state: 'failed' } ) }
				/>
			) }
			{ shown.state === 'failed' && (
				<span className="screen-reader-text">
					{ __( 'Image could not be loaded', 'stagecraft' ) }
				</span>
			) }
		</div>
	);
}
