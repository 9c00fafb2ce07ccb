// Rendered with Preact's compat layer, as the visitor's build renders (jest.config.js); act
// flushes Preact's queued renders and effects.
import { act } from 'preact/test-utils';
import { createRoot } from 'react-dom/client';
import { slideViewSchema } from '../../schema/slide-view';
import { loadLayerParts } from '../layer-parts';
import { LayoutContext } from '../layout-context';
import { Slide } from '../Slide';

const slide = slideViewSchema.parse( {
	id: 4,
	bg: {
		video: { type: 'html5', src: '/bg.mp4', autoPlay: true, mute: true },
	},
	layers: [
		{
			id: 1,
			pid: -1,
			type: 'video',
			alias: 'Showreel',
			media: {
				type: 'youtube',
				src: 'aqz-KE-bpKQ',
				start: '1:30',
				poster: { src: '/yt.jpg', noOnMobile: true },
			},
		},
		{
			id: 2,
			pid: -1,
			type: 'video',
			media: {
				type: 'html5',
				src: '/clip.mp4',
				poster: { src: '/clip.jpg', insteadVideo: true },
			},
		},
		{
			id: 3,
			pid: -1,
			type: 'audio',
			media: { type: 'audio', src: '/a.mp3' },
		},
	],
} );

function draw( level: number, editMode = false ) {
	const doc = document.createElement( 'div' );
	const root = createRoot( doc );
	act( () =>
		root.render(
			<LayoutContext.Provider
				value={ { level, editMode, failedImages: new Set() } }
			>
				<Slide slide={ slide } index={ 0 } total={ 1 } active />
			</LayoutContext.Provider>
		)
	);
	return {
		layer: ( id: string ) =>
			doc.querySelector< HTMLElement >( `[data-layer-id="${ id }"]` ),
		doc,
		unmount: () => root.unmount(),
	};
}

describe( 'media layers', () => {
	// File layers are drawn by a chunk of their own, fetched before the first draw
	// (renderStage.prepare).
	beforeAll( () => loadLayerParts() );

	it( 'draw a player box with the options, poster, labelled play button and provider notice', () => {
		const { layer, doc, unmount } = draw( 0 );
		const youtube = layer( '1' );
		expect(
			JSON.parse( youtube?.dataset.stagecraftMedia ?? '{}' )
		).toMatchObject( {
			type: 'youtube',
			src: 'aqz-KE-bpKQ',
			start: '1:30',
		} );
		expect( youtube?.dataset.mediaState ).toBe( '-1' );
		expect(
			youtube
				?.querySelector( '.stagecraft-media__poster' )
				?.getAttribute( 'src' )
		).toBe( '/yt.jpg' );
		expect(
			youtube?.querySelector( 'button' )?.getAttribute( 'aria-label' )
		).toBe( 'Play video: Showreel' );
		expect(
			youtube?.querySelector( '.stagecraft-media__notice' )?.textContent
		).toBe( 'This video is on YouTube. Playing it loads it from there.' );
		// Nothing from the provider is in the markup: no iframe, no script.
		expect( doc.querySelector( 'iframe, script' ) ).toBeNull();
		expect(
			layer( '3' )
				?.querySelector( 'button' )
				?.getAttribute( 'aria-label' )
		).toBe( 'Play audio: Audio' );
		expect(
			layer( '3' )?.querySelector( '.stagecraft-media__notice' )
		).toBeNull();
		const background = doc.querySelector< HTMLElement >(
			'[data-media-id="slide-4"]'
		);
		expect( background?.dataset.mediaBg ).toBe( '' );
		expect(
			JSON.parse( background?.dataset.stagecraftMedia ?? '{}' )
		).toMatchObject( { src: '/bg.mp4', cover: true } );
		unmount();
	} );

	it( 'on phones: no poster where noOnMobile, the poster instead of the video where insteadVideo', () => {
		const { layer, unmount } = draw( 4 );
		expect(
			layer( '1' )?.querySelector( '.stagecraft-media__poster' )
		).toBeNull();
		expect( layer( '1' )?.dataset.stagecraftMedia ).toBeDefined();
		expect( layer( '2' )?.dataset.stagecraftMedia ).toBeUndefined();
		expect(
			layer( '2' )?.querySelector( 'img' )?.getAttribute( 'src' )
		).toBe( '/clip.jpg' );
		unmount();
	} );

	it( 'in the editor: posters and the source named, no player and no background video', () => {
		const { layer, doc, unmount } = draw( 0, true );
		expect( layer( '1' )?.dataset.stagecraftMedia ).toBeUndefined();
		expect( layer( '1' )?.textContent ).toContain( 'aqz-KE-bpKQ' );
		expect( doc.querySelector( '[data-media-bg]' ) ).toBeNull();
		unmount();
	} );
} );
