// wp-scripts' configuration, with two changes:
// - no separate vendors chunk. The module runtime is one lazily loaded chunk
//   (build/module/runtime.js) holding its libraries, so a page asks for one file after its first
//   paint, named like the block's other chunks, instead of two;
// - the module editor (a wp-admin screen, not a block) as one more entry, build/module-editor,
//   with the demo modules copied to build/templates as its start points (and the images they
//   name), so the plugin zip carries them and demo/modules stays their one source.
const fs = require( 'fs' );
const path = require( 'path' );
const CopyWebpackPlugin = require( 'copy-webpack-plugin' );
const TerserPlugin = require( 'terser-webpack-plugin' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

const DEMO = path.resolve( __dirname, 'demo' );

// The demo media the demo modules name ("media": "hero.jpg").
const templateMedia = () => [
	...new Set(
		fs
			.readdirSync( path.join( DEMO, 'modules' ) )
			.filter( ( file ) => file.endsWith( '.json' ) )
			.flatMap( ( file ) =>
				[
					...fs
						.readFileSync(
							path.join( DEMO, 'modules', file ),
							'utf8'
						)
						.matchAll( /"media":\s*"([A-Za-z0-9._-]+)"/g ),
				].map( ( match ) => match[ 1 ] )
			)
	),
];

const templates = () =>
	new CopyWebpackPlugin( {
		patterns: [
			{
				from: 'modules/*.json',
				context: DEMO,
				to: 'templates/[name][ext]',
			},
			...templateMedia().map( ( file ) => ( {
				from: path.join( DEMO, 'media', file ),
				to: `templates/media/${ file }`,
			} ) ),
		],
	} );

const NAVIGATION_SHARED =
	/[\\/]src[\\/]module[\\/](navigation[\\/]|load[\\/]controls\.ts$)/;
const NAVIGATION_FEATURE =
	/[\\/]navigation[\\/](arrows|bullets|thumbs|tabs|scrubber|progress|wheel)\.tsx?$/;

// zod and the module's schemas: read by the data, fetch, modal and streams chunks of the
// module runtime, which would each carry a copy (about 10 kB gzip) without a chunk of their own.
const SCHEMA_SHARED = /[\\/](node_modules[\\/]zod|src[\\/]schema)[\\/]/;
// The visitor's chunks read data by generated shapes (src/module/normalise/shape.ts) and take
// only zod-free files of src/schema (constants, levels, url): those stay out of the zod chunk.
const usesZod = ( module ) =>
	/[\\/]node_modules[\\/]zod[\\/]/.test( module.resource ?? '' ) ||
	( module.dependencies ?? [] ).some( ( dependency ) =>
		/^zod(\/|$)/.test( dependency.request ?? '' )
	);

// wp-scripts' minifier, with settings measured on the slider page's scripts (issue 14): output
// for the browsers of @wordpress/browserslist-config (ES2020 syntax), a third compress pass,
// anonymous functions that use no `this` written as arrows (GSAP's too: none of them is a
// constructor), and Math calls whose result is unused dropped (a schema constant computed
// and never read). Comments and reserved names as wp-scripts keeps them, for `npm run i18n`.
const minimizer = new TerserPlugin( {
	parallel: true,
	terserOptions: {
		ecma: 2020,
		output: { comments: /translators:/i },
		compress: {
			passes: 3,
			unsafe_arrows: true,
			pure_funcs: [ 'Math.round', 'Math.min', 'Math.max', 'Math.abs' ],
		},
		mangle: { reserved: [ '__', '_n', '_nx', '_x' ] },
	},
	extractComments: false,
} );

// Stylesheets of module features, printed only where a module uses them
// (php/Blocks/ModuleFeatureStyles.php): blocks/module/style-carousel.scss becomes
// build/module/style-carousel.css, and so on for each such file.
const FEATURE_STYLES = fs
	.readdirSync( path.join( __dirname, 'blocks/module' ) )
	.map( ( file ) => file.match( /^style-([a-z-]+)\.scss$/ )?.[ 1 ] )
	.filter( Boolean );

const EXTRA_ENTRIES = {
	'module-editor/index': path.resolve( __dirname, 'src/editor/index.tsx' ),
	...Object.fromEntries(
		FEATURE_STYLES.map( ( name ) => [
			`module/style-${ name }`,
			path.resolve( __dirname, `blocks/module/style-${ name }.scss` ),
		] )
	),
	// Loaded only where WooCommerce's markup is (php/Site/ShopHelpers.php).
	'shop-helpers/index': path.resolve( __dirname, 'src/site/shop/index.ts' ),
};

const withEntries = ( entry ) => async () => ( {
	...( typeof entry === 'function' ? await entry() : entry ),
	...EXTRA_ENTRIES,
} );

// A webpack plugin that runs `run( compilation, compiler )` on each compilation.
const onCompilation = ( name, run ) => ( {
	apply: ( compiler ) =>
		compiler.hooks.thisCompilation.tap( name, ( compilation ) =>
			run( compilation, compiler )
		),
} );

// A stylesheet entry also gets an empty script and its asset file from webpack: not written.
const styleOnlyEntries = () =>
	onCompilation( 'StyleOnlyEntries', ( compilation, compiler ) =>
		compilation.hooks.processAssets.tap(
			{
				name: 'StyleOnlyEntries',
				stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
			},
			() =>
				FEATURE_STYLES.forEach( ( name ) =>
					[ 'js', 'asset.php' ].forEach( ( ext ) =>
						compilation.deleteAsset(
							`module/style-${ name }.${ ext }`
						)
					)
				)
		)
	);

const adapt = ( config ) => ( {
	...config,
	entry: withEntries( config.entry ),
	// Chunks are named by their file name and carry the build's hash: the view script then has
	// no table of chunk names and hashes (about 600 B gzip less in the module's view script).
	// A new build fetches every chunk again, as it fetches the view script, which names them.
	// A global of our own name for the loaded chunks, shorter than webpack's default.
	output: {
		...config.output,
		chunkFilename: '[name].js?ver=[fullhash:8]',
		chunkLoadingGlobal: 'stagecraftChunks',
	},
	plugins: [ ...config.plugins, templates(), styleOnlyEntries() ],
	// Sizes are budgeted per page by the benchmarks (bench/budgets.json), not by webpack's
	// generic hint, which flags the wp-admin module editor (about 75 kB gzip).
	performance: { hints: false },
	optimization: {
		...config.optimization,
		minimizer: [ minimizer ],
		// Chunk ids are the chunk names (see output); module ids the shortest, most used first:
		// with the build's hash on every chunk, ids need not stay stable between builds. Export
		// names stay webpack's default: 'size' renamed our `__` (src/i18n) to `a`, and string
		// extraction (bin/lib/i18n.js, like WordPress's make-pot) reads calls of `__`.
		chunkIds: 'named',
		moduleIds: 'size',
		splitChunks: {
			...config.optimization.splitChunks,
			cacheGroups: {
				...config.optimization.splitChunks.cacheGroups,
				defaultVendors: false,
				// Navigation and its shared parts (shells, placement, pickers) in one chunk that
				// the controls (src/module/load/controls.ts) and each nav-* feature chunk load,
				// not copied into each of them.
				navigationShared: {
					test: ( module ) =>
						NAVIGATION_SHARED.test( module.resource ?? '' ) &&
						! NAVIGATION_FEATURE.test( module.resource ?? '' ),
					name: 'module/navigation',
					// Not what the runtime itself holds (the feature rules read which elements
					// a module has): that stays in the runtime, parent of all these chunks.
					chunks: ( chunk ) =>
						! chunk.canBeInitial() &&
						chunk.name !== 'module/runtime',
					enforce: true,
				},
				schemaShared: {
					test: ( module ) =>
						SCHEMA_SHARED.test( module.resource ?? '' ) &&
						usesZod( module ),
					name: 'module/schema',
					// Only the module runtime's own async chunks (not the editor's, not the
					// site's scripts, not what the runtime itself holds).
					chunks: ( chunk ) =>
						! chunk.canBeInitial() &&
						/^module\//.test( chunk.name ?? '' ) &&
						chunk.name !== 'module/runtime',
					enforce: true,
				},
			},
		},
	},
} );

// The module's visitor script (build/module/view.js and the runtime chunks it loads) is its own
// compilation, with React's API from Preact (MIT, about 5.5 kB gzip with its hooks, and
// src/react/visitor for the rest the renderer uses) instead of WordPress's react and react-dom scripts (about 48 kB gzip), which a visitor's
// page would otherwise download for this script alone. WordPress's own front end (the
// Interactivity API) renders with Preact too. The editor's preview keeps WordPress's React: its
// compilation below is the other one, so the same components are built once against each.
const MODULE_VIEW = 'module/view';
const REACT_REQUESTS = [
	'react',
	'react-dom',
	'react-dom/client',
	'react/jsx-runtime',
];

// The files the module view compilation writes: the view script and its chunks.
const moduleViewWrites = ( file ) =>
	/^module\/[a-z0-9-]+\.(js|js\.map|asset\.php)$/.test( file ) &&
	! /^module\/index\./.test( file );

// The editors run the module engine too, and webpack names its chunks as in the visitor's
// compilation (module/motion, module/nav-arrows...): theirs go under editor/, so neither
// compilation writes over the other's (the two differ in renderer and module ids).
const editorChunkNames = () =>
	onCompilation( 'EditorChunkNames', ( compilation ) =>
		compilation.hooks.afterOptimizeChunks.tap(
			'EditorChunkNames',
			( chunks ) => {
				for ( const chunk of chunks ) {
					if (
						chunk.name?.startsWith( 'module/' ) &&
						! chunk.canBeInitial()
					) {
						chunk.name = `editor/${ chunk.name }`;
					}
				}
			}
		)
	);

// Files named by their content's hash (the WebGL transition's shaders): both compilations may
// write one, with the same bytes.
const contentNamed = ( file ) => /^[0-9a-f]{16,}\.[a-z]+$/.test( file );

// Each compilation writes only its own files (moduleViewWrites): the build fails otherwise. The
// guard for the bug editorChunkNames mends, where the editors' engine chunks overwrote the
// visitor's (both named module/motion.js...) and the module editor loaded a Preact-built chunk.
const ownFiles = ( owns ) =>
	onCompilation( 'OwnFiles', ( compilation, compiler ) =>
		compilation.hooks.afterProcessAssets.tap( 'OwnFiles', ( assets ) => {
			// Chunk names carry the build's hash as a query (output.chunkFilename).
			const foreign = Object.keys( assets )
				.map( ( name ) => name.replace( /\?.*$/, '' ) )
				.filter( ( file ) => ! owns( file ) && ! contentNamed( file ) );
			if ( foreign.length > 0 ) {
				compilation.errors.push(
					new compiler.webpack.WebpackError(
						`${ compiler.options.name } would write the other compilation's files: ${ foreign.join( ', ' ) }`
					)
				);
			}
		} )
	);

const withoutModuleView = ( config ) => ( {
	...config,
	plugins: [
		...config.plugins,
		editorChunkNames(),
		ownFiles( ( file ) => ! moduleViewWrites( file ) ),
	],
	entry: async () => {
		const entries = await config.entry();
		delete entries[ MODULE_VIEW ];
		return entries;
	},
	output: {
		...config.output,
		// What the module view compilation writes, which this one must not clean away.
		clean: {
			keep: ( file ) =>
				/^(fonts|images)\//.test( file ) || moduleViewWrites( file ),
		},
	},
} );

const dependencyExtraction = ( config ) =>
	config.plugins.find(
		( plugin ) =>
			plugin.constructor.name === 'DependencyExtractionWebpackPlugin'
	);

const moduleView = ( config ) => ( {
	...config,
	name: MODULE_VIEW,
	dependencies: [ 'blocks' ],
	entry: {
		[ MODULE_VIEW ]: path.resolve( __dirname, 'blocks/module/view.tsx' ),
	},
	output: {
		...config.output,
		// Its own files that a later build no longer writes, and nothing of the other's.
		clean: { keep: ( file ) => ! moduleViewWrites( file ) },
		// Its own chunk registry: module ids are per compilation, so the two must not share one.
		uniqueName: 'stagecraftModule',
		chunkLoadingGlobal: 'stagecraftModuleChunks',
	},
	resolve: {
		...config.resolve,
		alias: {
			...config.resolve?.alias,
			// Preact's core with the little of React beyond it the renderer uses
			// (src/react/visitor), not its compat layer.
			'react/jsx-runtime$': 'preact/jsx-runtime',
			'react-dom/client$': path.resolve(
				__dirname,
				'src/react/visitor/react-dom-client.ts'
			),
			react$: path.resolve( __dirname, 'src/react/visitor/react.ts' ),
		},
	},
	plugins: [
		...config.plugins.filter(
			( plugin ) =>
				! [
					'CopyPlugin',
					'PhpFilePathsPlugin',
					'RtlCssPlugin',
					'DependencyExtractionWebpackPlugin',
				].includes( plugin.constructor.name )
		),
		// wp-scripts' own plugin class (its dependency), told to bundle React's modules.
		new ( dependencyExtraction( config ).constructor )( {
			requestToExternal: ( request ) =>
				REACT_REQUESTS.includes( request ) ? false : undefined,
		} ),
		ownFiles( moduleViewWrites ),
	],
} );

if ( Array.isArray( defaultConfig ) ) {
	throw new Error( 'webpack.config.js expects one wp-scripts configuration' );
}
const blocks = adapt( defaultConfig );
module.exports = [
	{ ...withoutModuleView( blocks ), name: 'blocks' },
	moduleView( blocks ),
];
