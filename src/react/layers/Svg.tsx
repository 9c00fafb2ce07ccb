import { useEffect, useState } from 'react';
import { __ } from '@wordpress/i18n';

type SvgState = 'loading' | 'failed' | 'loaded';

interface SvgProps {
	src: string;
	className: string;
	layerId: string | number;
	label?: string;
}

/**
 * An svg layer goes loading → failed | loaded (spec section 4). The file is
 * shown through <img>, so its scripts never run in the page.
 *
 * @param props           Source, classes and the layer id.
 * @param props.src
 * @param props.className
 * @param props.layerId
 * @param props.label
 */
export function Svg( { src, className, layerId, label }: SvgProps ) {
	const [ state, setState ] = useState< SvgState >(
		src ? 'loading' : 'failed'
	);
	useEffect( () => {
		setState( src ? 'loading' : 'failed' );
	}, [ src ] );
	return (
		<div
			className={ `${ className } is-${ state }` }
			data-layer-id={ layerId }
			data-svg-state={ state }
		>
			{ src && state !== 'failed' && (
				<img
					src={ src }
					alt={ label ?? '' }
					onLoad={ () => setState( 'loaded' ) }
					onError={ () => setState( 'failed' ) }
				/>
			) }
			{ state === 'failed' && (
				<span className="screen-reader-text">
					{ __( 'Image could not be loaded', 'stagecraft' ) }
				</span>
			) }
		</div>
	);
}
