// Each provider's adapter is a chunk of its own, fetched when a slide with that media is about
// to be shown; HTML5 video and audio are the browser's and come with the media chunk.
import { createHtml5Player } from './html5';
import type { AdapterFactory } from './types';

/**
 * The adapter factory of a player type.
 *
 * @param type The media type.
 */
export function adapterFor( type: string ): Promise< AdapterFactory > {
	switch ( type ) {
		case 'html5':
		case 'audio':
			return Promise.resolve( createHtml5Player );
		case 'youtube':
			return import(
				/* webpackChunkName: "module/media-youtube" */ './youtube'
			).then( ( module ) => module.createYoutubePlayer );
		case 'vimeo':
			return import(
				/* webpackChunkName: "module/media-vimeo" */ './vimeo'
			).then( ( module ) => module.createVimeoPlayer );
		default:
			return Promise.reject(
				new Error(
					`Invalid video type. Please use "youtube", "vimeo", or "html5". Received: ${ type }`
				)
			);
	}
}
