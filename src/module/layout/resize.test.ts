import { watchResize } from './resize';

function resizeTo( width: number, height: number ) {
	Object.assign( window, { innerWidth: width, innerHeight: height } );
	window.dispatchEvent( new Event( 'resize' ) );
}

describe( 'resize handling', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		Object.assign( window, { innerWidth: 1024, innerHeight: 768 } );
	} );
	afterEach( () => jest.useRealTimers() );

	it( 'runs 100 ms after the last resize', () => {
		const onResize = jest.fn();
		const watch = watchResize( { isMobile: () => false, onResize } );
		resizeTo( 1000, 768 );
		jest.advanceTimersByTime( 50 );
		resizeTo( 990, 768 );
		jest.advanceTimersByTime( 99 );
		expect( onResize ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( onResize ).toHaveBeenCalledTimes( 1 );
		watch.destroy();
	} );

	it( 'runs at least once per 1 s window while resizing goes on', () => {
		const onResize = jest.fn();
		const watch = watchResize( { isMobile: () => false, onResize } );
		for ( let t = 0; t < 1500; t += 50 ) {
			resizeTo( 1000 - t / 10, 768 );
			jest.advanceTimersByTime( 50 );
		}
		expect( onResize ).toHaveBeenCalledTimes( 1 );
		watch.destroy();
		resizeTo( 500, 500 );
		jest.advanceTimersByTime( 1000 );
		expect( onResize ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'ignores height changes under 30 px on mobile', () => {
		const onResize = jest.fn();
		const watch = watchResize( { isMobile: () => true, onResize } );
		resizeTo( 1024, 768 - 29 );
		jest.advanceTimersByTime( 100 );
		expect( onResize ).not.toHaveBeenCalled();
		resizeTo( 1024, 768 - 30 );
		jest.advanceTimersByTime( 100 );
		expect( onResize ).toHaveBeenCalledTimes( 1 );
		resizeTo( 1000, 738 );
		jest.advanceTimersByTime( 100 );
		expect( onResize ).toHaveBeenCalledTimes( 2 );
		watch.destroy();
	} );
} );
