import { slideViewSchema } from '../../schema/slide-view';
import { createDeck } from '../slideshow/deck';
import type { Target } from '../slideshow/deck';
import { createChangeQueue } from './queue';

function setup() {
	const slides = [ 1, 2, 3 ].map( ( id ) => slideViewSchema.parse( { id } ) );
	const deck = createDeck( slides, [ 0, 1, 2 ] );
	let current = 0;
	const runs: string[] = [];
	const finishers: Array< () => void > = [];
	const queue = createChangeQueue( {
		deck,
		current: () => current,
		run: ( from: number, target: Target ) =>
			new Promise< void >( ( resolve ) => {
				runs.push(
					`${ from }>${ target.index }:${ target.direction }`
				);
				finishers.push( () => {
					current = target.index;
					resolve();
				} );
			} ),
	} );
	const finish = async () => {
		finishers.shift()?.();
		// Let the queue's await continue.
		await Promise.resolve();
		await Promise.resolve();
	};
	return { queue, runs, finish };
}

describe( 'createChangeQueue', () => {
	it( 'defers requests until the module is visible', () => {
		const { queue, runs } = setup();
		queue.request( '+1' );
		expect( runs ).toEqual( [] );
		queue.setVisible( true );
		expect( runs ).toEqual( [ '0>1:forward' ] );
	} );

	it( 'queues requests during a scene and resolves them when their turn comes', async () => {
		const { queue, runs, finish } = setup();
		queue.setVisible( true );
		queue.request( '+1' );
		queue.request( '+1' );
		queue.request( '-1' );
		expect( queue.busy ).toBe( true );
		expect( runs ).toEqual( [ '0>1:forward' ] );
		await finish();
		expect( runs ).toEqual( [ '0>1:forward', '1>2:forward' ] );
		await finish();
		expect( runs.at( -1 ) ).toBe( '2>1:backward' );
		await finish();
		expect( queue.busy ).toBe( false );
	} );

	it( 'skips requests for the current slide or nowhere', () => {
		const { queue, runs } = setup();
		queue.setVisible( true );
		queue.request( 0 );
		queue.request( '#nope' );
		expect( runs ).toEqual( [] );
		queue.request( '#3' );
		expect( runs ).toEqual( [ '0>2:forward' ] );
	} );
} );
