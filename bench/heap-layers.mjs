// What a layer costs in the JS heap: a heap snapshot after `Stagecraft.ready()` + GC of the
// bench-layers-10 and bench-layers-500 pages (as bench/scale.mjs measures them), and the
// difference per object kind. Diagnostic only, not a benchmark: no budget reads it.
// Usage: node bench/heap-layers.mjs [BASE_URL] [--top N]  (the bench server must be running:
// bash bench/server.sh start $BENCH_PORT). NATIVE=1 lists Blink's objects too (V8's property
// arrays are among them); PT=1 names each GSAP property tween by its property; RET=1 names
// the retainer of objects with up to eight properties too.
import { launch, modulePage } from './lib.mjs';

const base = process.argv[ 2 ]?.startsWith( 'http' )
	? process.argv[ 2 ]
	: `http://127.0.0.1:${ process.env.BENCH_PORT ?? 8890 }`;
const topIndex = process.argv.indexOf( '--top' );
const TOP = topIndex > 0 ? Number( process.argv[ topIndex + 1 ] ) : 40;

async function snapshot( browser, alias ) {
	const { context, page, cdp } = await modulePage(
		browser,
		`${ base }/${ alias }/`
	);
	const layers = await page.evaluate( async ( a ) => {
		await window.Stagecraft.ready( a );
		return document.querySelectorAll( '[data-layer-id]' ).length;
	}, alias );
	// The snapshot first, as soon as the module is ready: its scenes are still under way, as in
	// the scale bench's reading (which collects garbage, then reads the heap's size).
	const chunks = [];
	cdp.on( 'HeapProfiler.addHeapSnapshotChunk', ( { chunk } ) =>
		chunks.push( chunk )
	);
	await cdp.send( 'HeapProfiler.takeHeapSnapshot', {
		reportProgress: false,
	} );
	const { usedSize } = await cdp.send( 'Runtime.getHeapUsage' );
	await context.close();
	const heap = JSON.parse( chunks.join( '' ) );
	const { node_fields: nf, node_types: nt } = heap.snapshot.meta;
	let js = 0;
	let native = 0;
	for ( let i = 0; i < heap.nodes.length; i += nf.length ) {
		const size = heap.nodes[ i + nf.indexOf( 'self_size' ) ];
		const type = nt[ 0 ][ heap.nodes[ i + nf.indexOf( 'type' ) ] ];
		if ( type === 'native' || type === 'synthetic' ) {
			native += size;
		} else {
			js += size;
		}
	}
	console.log(
		`${ alias }: used ${ usedSize }, snapshot JS ${ js }, native ${ native }`
	);
	return { layers, usedSize, heap: JSON.parse( chunks.join( '' ) ) };
}

// Self size per "type:name" (constructor for objects, function name for closures), JS heap
// only (Blink's own objects are not in the figure the scale bench reads). Plain objects and
// minified classes are told apart by their first property names.
function tally( heap ) {
	const { meta } = heap.snapshot;
	const fields = meta.node_fields;
	const types = meta.node_types[ 0 ];
	const edgeFields = meta.edge_fields;
	const edgeTypes = meta.edge_types[ 0 ];
	const width = fields.length;
	const edgeWidth = edgeFields.length;
	const at = ( name ) => fields.indexOf( name );
	const [ iType, iName, iSize, iEdges ] = [
		at( 'type' ),
		at( 'name' ),
		at( 'self_size' ),
		at( 'edge_count' ),
	];
	const [ eType, eName ] = [
		edgeFields.indexOf( 'type' ),
		edgeFields.indexOf( 'name_or_index' ),
	];
	const totals = new Map();
	const { nodes, strings, edges } = heap;
	const eTo = edgeFields.indexOf( 'to_node' );
	// The first retaining edge of each node (by node offset): names arrays, closures and scopes.
	const retainer = new Map();
	const retainerNode = new Map();
	{
		let e = 0;
		for ( let i = 0; i < nodes.length; i += width ) {
			const end = e + nodes[ i + iEdges ] * edgeWidth;
			for ( ; e < end; e += edgeWidth ) {
				const kind = edgeTypes[ edges[ e + eType ] ];
				const to = edges[ e + eTo ];
				if ( kind === 'weak' || retainer.has( to ) ) {
					continue;
				}
				const label =
					kind === 'element' || kind === 'hidden'
						? `[${ kind }]`
						: strings[ edges[ e + eName ] ];
				const owner = types[ nodes[ i + iType ] ];
				let ownerName = strings[ nodes[ i + iName ] ];
				if ( ownerName.length > 30 ) {
					ownerName = ownerName.slice( 0, 30 ) + '…';
				}
				retainer.set( to, `${ owner }:${ ownerName }.${ label }` );
				retainerNode.set( to, i );
			}
		}
	}
	// Edge offsets per node, for the property names of any node.
	const firstEdge = new Map();
	{
		let e = 0;
		for ( let i = 0; i < nodes.length; i += width ) {
			firstEdge.set( i, e );
			e += nodes[ i + iEdges ] * edgeWidth;
		}
	}
	const signature = ( n ) => {
		if ( n === undefined ) {
			return '?';
		}
		const props = [];
		const start = firstEdge.get( n );
		const end = start + nodes[ n + iEdges ] * edgeWidth;
		for ( let e = start; e < end && props.length < 6; e += edgeWidth ) {
			if ( edgeTypes[ edges[ e + eType ] ] === 'property' ) {
				props.push( strings[ edges[ e + eName ] ] );
			}
		}
		return `${ strings[ nodes[ n + iName ] ] }{${ props.join( ',' ) }}`;
	};
	let edge = 0;
	for ( let i = 0; i < nodes.length; i += width ) {
		const type = types[ nodes[ i + iType ] ];
		const count = nodes[ i + iEdges ];
		const first = edge;
		edge += count * edgeWidth;
		if (
			( type === 'native' && ! process.env.NATIVE ) ||
			type === 'synthetic'
		) {
			continue;
		}
		let name = strings[ nodes[ i + iName ] ];
		if ( type === 'string' || type === 'concatenated string' ) {
			name = '(string)';
		} else if ( type === 'number' ) {
			name = '(number)';
		} else if ( name.length > 40 ) {
			name = name.slice( 0, 40 ) + '…';
		}
		if (
			type === 'array' ||
			type === 'closure' ||
			type === 'string' ||
			type === 'number' ||
			( type === 'object' && name === 'Array' ) ||
			name.startsWith( 'system / Context' ) ||
			name === 'system / PropertyArray'
		) {
			name = name.replace( / @\d+$/, '' ) + ` <- ${ retainer.get( i ) }`;
			if ( name.startsWith( 'system / PropertyArray' ) ) {
				name += ` of ${ signature( retainerNode.get( i ) ) }`;
			}
			// Two steps up for arrays' element stores and strings: whose array, whose string.
			const up = retainerNode.get( i );
			if (
				up !== undefined &&
				( type === 'array' ||
					type === 'string' ||
					name.startsWith( 'Array' ) )
			) {
				name += ` <- ${ retainer.get( up ) }`;
			}
		}
		if ( type === 'object' && ( name.length < 4 || name === 'Object' ) ) {
			const props = [];
			for (
				let e = first;
				e < edge && props.length < 6;
				e += edgeWidth
			) {
				if ( edgeTypes[ edges[ e + eType ] ] === 'property' ) {
					props.push( strings[ edges[ e + eName ] ] );
				}
			}
			name += `{${ props.join( ',' ) }}`;
			if ( process.env.PT && props[ 0 ] === 't' && props[ 3 ] === 'p' ) {
				for ( let e = first; e < edge; e += edgeWidth ) {
					if ( strings[ edges[ e + eName ] ] === 'p' ) {
						const to = edges[ e + eTo ];
						name += ` p=${ strings[ nodes[ to + iName ] ] }`;
					}
				}
			}
			if ( props.length < ( process.env.RET ? 9 : 2 ) ) {
				name += ` <- ${ retainer.get( i ) }`;
			}
		}
		const key = `${ type }:${ name }`;
		const entry = totals.get( key ) ?? { count: 0, size: 0 };
		entry.count++;
		entry.size += nodes[ i + iSize ];
		totals.set( key, entry );
	}
	return totals;
}

const browser = await launch();
const small = await snapshot( browser, 'bench-layers-10' );
const large = await snapshot( browser, 'bench-layers-500' );
await browser.close();
const a = tally( small.heap );
const b = tally( large.heap );
const extra = large.layers - small.layers;
const rows = [ ...new Set( [ ...a.keys(), ...b.keys() ] ) ].map( ( key ) => {
	const before = a.get( key ) ?? { count: 0, size: 0 };
	const after = b.get( key ) ?? { count: 0, size: 0 };
	return {
		kind: key,
		count: after.count - before.count,
		bytes: after.size - before.size,
	};
} );
rows.sort( ( x, y ) => y.bytes - x.bytes );
const total = rows.reduce( ( sum, r ) => sum + r.bytes, 0 );
console.log(
	`heap used ${ ( small.usedSize / 1e6 ).toFixed( 2 ) } MB (${ small.layers } layers drawn) vs ${ (
		large.usedSize / 1e6
	).toFixed( 2 ) } MB (${ large.layers } layers drawn): ratio ${ (
		large.usedSize / small.usedSize
	).toFixed(
		3
	) }; snapshot difference ${ total } B, ${ ( total / extra ).toFixed( 0 ) } B per extra drawn layer`
);
console.table(
	rows.slice( 0, TOP ).map( ( r ) => ( {
		...r,
		'per layer': +( r.count / extra ).toFixed( 2 ),
		'B per layer': +( r.bytes / extra ).toFixed( 1 ),
	} ) )
);
