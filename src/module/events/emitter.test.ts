import { createEmitter } from './emitter';

describe( 'createEmitter', () => {
	it( 'calls handlers, once handlers once, and dispatches DOM events', () => {
		const el = document.createElement( 'div' );
		const emitter = createEmitter( el );
		const seen: string[] = [];
		const dom: unknown[] = [];
		el.addEventListener( 'stagecraft:ended', ( event ) =>
			dom.push( ( event as CustomEvent ).detail )
		);
		const always = ( detail: { index: number } ) =>
			seen.push( `on:${ detail.index }` );
		emitter.on( 'ended', always );
		emitter.once( 'ended', ( detail ) =>
			seen.push( `once:${ detail.index }` )
		);
		emitter.emit( 'ended', { index: 0, id: 1 } );
		emitter.emit( 'ended', { index: 1, id: 2 } );
		emitter.off( 'ended', always );
		emitter.emit( 'ended', { index: 2, id: 3 } );
		expect( seen ).toEqual( [ 'on:0', 'once:0', 'on:1' ] );
		expect( dom ).toEqual( [
			{ index: 0, id: 1 },
			{ index: 1, id: 2 },
			{ index: 2, id: 3 },
		] );
	} );

	it( 'off removes a once handler before it runs', () => {
		const emitter = createEmitter( document.createElement( 'div' ) );
		const handler = jest.fn();
		emitter.once( 'finished', handler );
		emitter.off( 'finished', handler );
		emitter.emit( 'finished', { index: 0, id: 1 } );
		expect( handler ).not.toHaveBeenCalled();
	} );
} );
