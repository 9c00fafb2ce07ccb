import { createDimensionCache, DIMENSION_CACHE_SIZE } from './cache';

describe( 'dimension cache', () => {
	it( 'keeps the 10 most recently used entries', () => {
		const cache = createDimensionCache< number >();
		const compute = jest.fn( () => 1 );
		for ( let i = 0; i < 12; i++ ) {
			cache.get( `k${ i }`, compute );
		}
		expect( DIMENSION_CACHE_SIZE ).toBe( 10 );
		expect( cache.size ).toBe( 10 );
		expect( compute ).toHaveBeenCalledTimes( 12 );
		// k2 is still cached; k0 was evicted. Order now: k3 … k11, k2.
		cache.get( 'k2', compute );
		expect( compute ).toHaveBeenCalledTimes( 12 );
		// Using k3 makes it recent, so the next miss evicts k4 instead.
		cache.get( 'k3', compute );
		cache.get( 'k0', compute );
		expect( compute ).toHaveBeenCalledTimes( 13 );
		cache.get( 'k3', compute );
		expect( compute ).toHaveBeenCalledTimes( 13 );
		cache.get( 'k4', compute );
		expect( compute ).toHaveBeenCalledTimes( 14 );
	} );
} );
