import { gsap } from 'gsap';
import { createMotion } from '../motion';
import { sampleReply } from '../schema/sample-reply';
import { createApi } from './api';
import { createModulePreview } from './preview';
import type { StageRenderer } from './render';
import { createModule } from './runtime';
import { serverMarkup } from './test-markup';
import { plainRenderer } from './test-renderer';
import type { ModuleHandle } from './types';

// The sample's slide, with linear scenes whose values are easy to read at any time: the title
// fades in from 200 to 1000 ms, and out over 500 ms once the 4000 ms slide has played.
function reply() {
	const sample = sampleReply();
	const [ slide ] = sample.slides;
	const [ title ] = slide.layers;
	return {
		...sample,
		slides: [
			{
				...slide,
				slideshow: { len: 4000 },
				layers: [
					{
						...title,
						tl: {
							in: {
								frames: [
									{ o: 0 },
									{ o: 1, d: 800, st: 200, e: 'none' },
								],
							},
							out: { frames: [ { o: 0, d: 500, e: 'none' } ] },
						},
					},
				],
			},
		],
	};
}

// Slide shells with one element per layer, as the React renderer draws them.
const withLayers: StageRenderer = ( stage, slides, onMount, options ) =>
	plainRenderer(
		stage,
		slides,
		() => {
			stage
				.querySelectorAll< HTMLElement >( '[data-slide-index]' )
				.forEach( ( shell ) => {
					const slide = slides[ Number( shell.dataset.slideIndex ) ];
					slide.layers.forEach( ( layer ) => {
						const el = document.createElement( 'h2' );
						el.dataset.layerId = String( layer.id );
						shell.append( el );
					} );
				} );
			onMount();
		},
		options
	);

async function start( edit: boolean ) {
	const api = createApi();
	const root = serverMarkup();
	if ( edit ) {
		root.dataset.stagecraftEdit = 'true';
	}
	const handle = createModule( root, {
		api,
		eager: true,
		loader: () => Promise.resolve( reply() ),
		createMotion,
		render: withLayers,
		// The editor passes the preview in (visitors never download it).
		preview: createModulePreview,
	} );
	await api.ready( 'hero-demo' );
	const layer = root.querySelector< HTMLElement >( '[data-layer-id="1"]' );
	if ( ! layer ) {
		throw new Error( 'The layer was not drawn.' );
	}
	return { handle, layer };
}

const opacity = ( el: HTMLElement ) =>
	Number( gsap.getProperty( el, 'opacity' ) );

// jsdom has no matchMedia, which the driver takes as reduced motion: the preview plays and
// shows each moment all the same (playing is the editor's explicit request).
describe( 'the edit-mode preview', () => {
	let handle: ModuleHandle | undefined;
	afterEach( () => {
		handle?.destroy();
		handle = undefined;
		document.body.innerHTML = '';
	} );

	it( 'is there only in edit mode', async () => {
		( { handle } = await start( false ) );
		expect( handle.preview ).toBeUndefined();
		handle.destroy();
		( { handle } = await start( true ) );
		expect( handle.preview ).toBeDefined();
	} );

	it( "seeks the slide's layer scenes: in from 0, out after the slide's length", async () => {
		let layer: HTMLElement;
		( { handle, layer } = await start( true ) );
		const preview = handle.preview!;
		const heard = jest.fn();
		preview.subscribe( heard );

		preview.seek( 0 );
		expect( opacity( layer ) ).toBe( 0 );
		preview.seek( 600 );
		expect( opacity( layer ) ).toBeCloseTo( 0.5 );
		expect( preview.time ).toBe( 600 );
		preview.seek( 3000 );
		expect( opacity( layer ) ).toBe( 1 );
		preview.seek( 4250 );
		expect( opacity( layer ) ).toBeCloseTo( 0.5 );
		// Back again, past the start of the in scene.
		preview.seek( 100 );
		expect( opacity( layer ) ).toBe( 0 );
		expect( preview.duration ).toBe( 4500 );
		expect( preview.playing ).toBe( false );
		expect( heard ).toHaveBeenCalled();
		// Past the end: the end.
		preview.seek( 99999 );
		expect( preview.time ).toBe( 4500 );
	} );

	it( 'plays from the playhead, pauses, and plays again from 0 once at the end', async () => {
		let layer: HTMLElement;
		( { handle, layer } = await start( true ) );
		const preview = handle.preview!;
		preview.seek( 600 );
		preview.play();
		expect( preview.playing ).toBe( true );
		preview.pause();
		expect( preview.playing ).toBe( false );
		expect( preview.time ).toBeGreaterThanOrEqual( 600 );
		preview.seek( 4500 );
		preview.play();
		expect( preview.time ).toBe( 0 );
		expect( preview.playing ).toBe( true );
		expect( opacity( layer ) ).toBe( 0 );
		preview.pause();
	} );

	it( 'does nothing once the module is gone', async () => {
		( { handle } = await start( true ) );
		const preview = handle.preview!;
		handle.destroy();
		preview.seek( 600 );
		preview.play();
		expect( preview.time ).toBe( 0 );
		expect( preview.playing ).toBe( false );
	} );
} );
