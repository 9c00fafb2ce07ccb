<?php
/**
 * Local stand-ins for the social stream sources' APIs (the machine has no internet). Each answers
 * in its provider's documented shape, errors included:
 * - YouTube Data API v3 playlistItems.list and search.list; Google error objects;
 * - Instagram Graph API /{user}/media and Facebook Graph API /{page}/posts; Graph error objects;
 * - Flickr REST flickr.people.getPublicPhotos and flickr.photosets.getPhotos (JSON,
 *   nojsoncallback); stat "fail" replies;
 * - X API v2 /2/users/{id}/tweets with media and author expansions; problem JSON and errors[];
 * - Vimeo API /users/{id}/videos, /me/videos and albums; Vimeo error objects.
 *
 * The credential STAGECRAFT_STAND_IN_CREDENTIAL is accepted, any other is refused as the provider
 * refuses it. An account, playlist or album id picks the case: "empty" (no items), "missing" (the
 * provider's not-found error), "broken" (a cut-off JSON body), "down" (HTTP 503 page); any other
 * id has 12 items, newest first, and each API's page size applies (its default when unasked).
 *
 * Served under /stand-ins/social/{source}/… by bin/wp/router.php on the test site; the PHPUnit
 * tests call stagecraft_social_stand_in() directly from a pre_http_request filter.
 *
 * @package Stagecraft
 */

if ( ! defined( 'STAGECRAFT_STAND_IN_CREDENTIAL' ) ) {
	define( 'STAGECRAFT_STAND_IN_CREDENTIAL', 'stand-in-credential' );
	define( 'STAGECRAFT_STAND_IN_ITEMS', 12 );
}

/**
 * The stand-in's reply.
 *
 * @param string               $origin  Scheme and host of the stand-in, for image URLs.
 * @param string               $source  Source name: youtube, instagram, facebook, flickr, twitter or vimeo.
 * @param string               $path    Path after the source's base, such as /playlistItems.
 * @param array<string,mixed>  $query   Query arguments.
 * @param array<string,string> $headers Request headers, names in lower case.
 * @return array{0:int,1:string,2:string} HTTP status, content type and body.
 */
function stagecraft_social_stand_in( string $origin, string $source, string $path, array $query, array $headers ): array {
	$auth = (string) ( $headers['authorization'] ?? '' );
	switch ( $source ) {
		case 'youtube':
			return stagecraft_stand_in_youtube( $origin, $path, $query );
		case 'instagram':
		case 'facebook':
			return stagecraft_stand_in_graph( $origin, $source, $path, $query );
		case 'flickr':
			return stagecraft_stand_in_flickr( $origin, $query );
		case 'twitter':
			return stagecraft_stand_in_twitter( $origin, $path, $query, $auth );
		case 'vimeo':
			return stagecraft_stand_in_vimeo( $origin, $path, $query, $auth );
		case 'image':
			$n = (int) basename( $path, '.svg' );
			return array( 200, 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="#' . substr( md5( (string) $n ), 0, 6 ) . '"/><text x="320" y="200" font-size="96" text-anchor="middle" fill="#fff">' . $n . '</text></svg>' );
	}
	return array( 404, 'text/plain', 'No such stand-in' );
}

/**
 * A JSON reply.
 *
 * @param int   $status HTTP status.
 * @param mixed $body   Value.
 * @return array{0:int,1:string,2:string}
 */
function stagecraft_stand_in_json( int $status, $body ): array {
	return array( $status, 'application/json; charset=UTF-8', (string) json_encode( $body, JSON_UNESCAPED_SLASHES ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode -- also runs without WordPress.
}

/**
 * The "broken" and "down" cases, or null for the others.
 *
 * @param string $id Account, playlist or album id.
 * @return array{0:int,1:string,2:string}|null
 */
function stagecraft_stand_in_fault( string $id ): ?array {
	if ( 'broken' === $id ) {
		return array( 200, 'application/json', '{"data":[{"id":"1","capt' );
	}
	if ( 'down' === $id ) {
		return array( 503, 'text/html', '<html><body><h1>503 Service Unavailable</h1></body></html>' );
	}
	return null;
}

/**
 * How many items a page has: none for "empty", else the asked size within the API's range.
 *
 * @param string $id      Account id.
 * @param mixed  $asked   Page size asked for.
 * @param int    $default The API's default page size.
 * @param int    $max     The API's largest page size.
 */
function stagecraft_stand_in_count( string $id, $asked, int $default, int $max ): int {
	if ( 'empty' === $id ) {
		return 0;
	}
	$size = is_numeric( $asked ) ? max( 1, min( $max, (int) $asked ) ) : $default;
	return min( $size, STAGECRAFT_STAND_IN_ITEMS );
}

/**
 * Item n's time: one day apart, newest first.
 *
 * @param int $n Item number, from 1.
 */
function stagecraft_stand_in_time( int $n ): int {
	return gmmktime( 10, 0, 0, 11, 25 - $n, 2026 );
}

/**
 * YouTube Data API v3.
 *
 * @param string              $origin Stand-in origin.
 * @param string              $path   /playlistItems or /search.
 * @param array<string,mixed> $query  Query.
 * @return array{0:int,1:string,2:string}
 */
function stagecraft_stand_in_youtube( string $origin, string $path, array $query ): array {
	$error = static function ( int $code, string $message, string $domain, string $reason ): array {
		return stagecraft_stand_in_json(
			$code,
			array(
				'error' => array(
					'code'    => $code,
					'message' => $message,
					'errors'  => array(
						array(
							'message' => $message,
							'domain'  => $domain,
							'reason'  => $reason,
						),
					),
				),
			)
		);
	};
	if ( STAGECRAFT_STAND_IN_CREDENTIAL !== ( $query['key'] ?? '' ) ) {
		return $error( 400, 'API key not valid. Please pass a valid API key.', 'global', 'badRequest' );
	}
	$search = '/search' === $path;
	$id     = (string) ( $search ? ( $query['channelId'] ?? '' ) : ( $query['playlistId'] ?? '' ) );
	if ( ! in_array( $path, array( '/playlistItems', '/search' ), true ) || 'snippet' !== ( $query['part'] ?? '' ) ) {
		return $error( 400, 'Invalid request.', 'global', 'badRequest' );
	}
	if ( 'quota' === $id ) {
		return $error( 403, 'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.', 'youtube.quota', 'quotaExceeded' );
	}
	if ( 'missing' === $id ) {
		return $search
			? $error( 400, 'Invalid channel id.', 'youtube.search', 'invalidChannelId' )
			: $error( 404, "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.", 'youtube.playlistItem', 'playlistNotFound' );
	}
	$fault = stagecraft_stand_in_fault( $id );
	if ( $fault ) {
		return $fault;
	}
	$items = array();
	$count = stagecraft_stand_in_count( $id, $query['maxResults'] ?? null, 5, 50 );
	for ( $n = 1; $n <= $count; $n++ ) {
		$video   = 'vid' . str_pad( (string) $n, 8, '0', STR_PAD_LEFT );
		$snippet = array(
			'publishedAt'  => gmdate( 'Y-m-d\TH:i:s\Z', stagecraft_stand_in_time( $n ) ),
			'channelId'    => 'UCstandin',
			'title'        => "Stand-in video $n",
			'description'  => "Description of stand-in video $n.\nSecond line.",
			'thumbnails'   => array(
				'default' => array(
					'url'    => "$origin/stand-ins/social/image/$n.svg?s=default",
					'width'  => 120,
					'height' => 90,
				),
				'high'    => array(
					'url'    => "$origin/stand-ins/social/image/$n.svg",
					'width'  => 480,
					'height' => 360,
				),
			),
			'channelTitle' => 'Stand-in channel',
		);
		if ( $search ) {
			$items[] = array(
				'kind'    => 'youtube#searchResult',
				'etag'    => md5( $video ),
				'id'      => array(
					'kind'    => 'youtube#video',
					'videoId' => $video,
				),
				'snippet' => $snippet,
			);
		} else {
			$items[] = array(
				'kind'    => 'youtube#playlistItem',
				'etag'    => md5( $video ),
				'id'      => 'PLI' . $n,
				'snippet' => $snippet + array(
					'playlistId'             => $id,
					'position'               => $n - 1,
					'resourceId'             => array(
						'kind'    => 'youtube#video',
						'videoId' => $video,
					),
					'videoOwnerChannelTitle' => 'Stand-in channel',
				),
			);
		}
	}
	return stagecraft_stand_in_json(
		200,
		array(
			'kind'     => $search ? 'youtube#searchListResponse' : 'youtube#playlistItemListResponse',
			'etag'     => 'standin',
			'pageInfo' => array(
				'totalResults'   => 'empty' === $id ? 0 : STAGECRAFT_STAND_IN_ITEMS,
				'resultsPerPage' => $count,
			),
			'items'    => $items,
		)
	);
}

/**
 * Instagram Graph API /{user}/media and Facebook Graph API /{page}/posts.
 *
 * @param string              $origin Stand-in origin.
 * @param string              $source instagram or facebook.
 * @param string              $path   /{id}/media or /{id}/posts.
 * @param array<string,mixed> $query  Query.
 * @return array{0:int,1:string,2:string}
 */
function stagecraft_stand_in_graph( string $origin, string $source, string $path, array $query ): array {
	$error = static function ( string $message, string $type, int $code ) {
		return stagecraft_stand_in_json(
			400,
			array(
				'error' => array(
					'message'    => $message,
					'type'       => $type,
					'code'       => $code,
					'fbtrace_id' => 'AStandInTrace',
				),
			)
		);
	};
	if ( STAGECRAFT_STAND_IN_CREDENTIAL !== ( $query['access_token'] ?? '' ) ) {
		return $error( 'Invalid OAuth access token - Cannot parse access token', 'OAuthException', 190 );
	}
	$edge = 'instagram' === $source ? 'media' : 'posts';
	if ( ! preg_match( '#^/([^/]+)/' . $edge . '$#', $path, $match ) ) {
		return $error( 'Unknown path components: ' . $path, 'OAuthException', 2500 );
	}
	$id = rawurldecode( $match[1] );
	if ( 'missing' === $id ) {
		return $error( "Unsupported get request. Object with ID 'missing' does not exist, cannot be loaded due to missing permissions, or does not support this operation.", 'GraphMethodException', 100 );
	}
	$fault = stagecraft_stand_in_fault( $id );
	if ( $fault ) {
		return $fault;
	}
	$data  = array();
	$count = stagecraft_stand_in_count( $id, $query['limit'] ?? null, 25, 100 );
	for ( $n = 1; $n <= $count; $n++ ) {
		$time = stagecraft_stand_in_time( $n );
		if ( 'instagram' === $source ) {
			$video  = 0 === $n % 4;
			$data[] = array(
				'id'         => (string) ( 17900000000 + $n ),
				'caption'    => "Stand-in post $n\nShared from the stand-in account.",
				'media_type' => $video ? 'VIDEO' : 'IMAGE',
				'media_url'  => $video ? "$origin/stand-ins/social/video/$n.mp4" : "$origin/stand-ins/social/image/$n.svg",
			) + ( $video ? array( 'thumbnail_url' => "$origin/stand-ins/social/image/$n.svg" ) : array() ) + array(
				'permalink' => "https://www.instagram.com/p/StandIn$n/",
				'timestamp' => gmdate( 'Y-m-d\TH:i:sO', $time ),
				'username'  => 'standin',
			);
		} else {
			$data[] = array(
				'id'            => "$id" . '_' . $n,
				'message'       => "Stand-in page post $n",
				'created_time'  => gmdate( 'Y-m-d\TH:i:sO', $time ),
				'permalink_url' => "https://www.facebook.com/$id/posts/$n",
				'full_picture'  => "$origin/stand-ins/social/image/$n.svg",
				'from'          => array(
					'name' => 'Stand-in Page',
					'id'   => $id,
				),
			);
		}
	}
	return stagecraft_stand_in_json(
		200,
		array(
			'data'   => $data,
			'paging' => array(
				'cursors' => array(
					'before' => 'QVFIUstandin',
					'after'  => 'QVFIUstandin2',
				),
				// As on the real API, the next page's URL carries the token: it must never reach a visitor.
				'next'    => "$origin/stand-ins/social/$source$path?limit=$count&after=QVFIUstandin2&access_token=" . rawurlencode( (string) $query['access_token'] ),
			),
		)
	);
}

/**
 * Flickr REST, JSON without callback.
 *
 * @param string              $origin Stand-in origin.
 * @param array<string,mixed> $query  Query.
 * @return array{0:int,1:string,2:string}
 */
function stagecraft_stand_in_flickr( string $origin, array $query ): array {
	$fail = static fn ( int $code, string $message ) => stagecraft_stand_in_json(
		200,
		array(
			'stat'    => 'fail',
			'code'    => $code,
			'message' => $message,
		)
	);
	if ( STAGECRAFT_STAND_IN_CREDENTIAL !== ( $query['api_key'] ?? '' ) ) {
		return $fail( 100, 'Invalid API Key (Key has invalid format)' );
	}
	if ( 'json' !== ( $query['format'] ?? '' ) || '1' !== (string) ( $query['nojsoncallback'] ?? '' ) ) {
		return array( 200, 'text/xml', '<?xml version="1.0" encoding="utf-8" ?><rsp stat="fail"><err code="111" msg="Format not found" /></rsp>' );
	}
	$method = (string) ( $query['method'] ?? '' );
	$set    = 'flickr.photosets.getPhotos' === $method;
	if ( ! $set && 'flickr.people.getPublicPhotos' !== $method ) {
		return $fail( 112, "Method \"$method\" not found" );
	}
	$user = (string) ( $query['user_id'] ?? '' );
	$id   = $set ? (string) ( $query['photoset_id'] ?? '' ) : $user;
	if ( 'missing' === $id ) {
		return $set ? $fail( 1, 'Photoset not found' ) : $fail( 1, 'User not found' );
	}
	$fault = stagecraft_stand_in_fault( $id );
	if ( $fault ) {
		return $fault;
	}
	$extras = explode( ',', (string) ( $query['extras'] ?? '' ) );
	$count  = stagecraft_stand_in_count( $id, $query['per_page'] ?? null, $set ? 500 : 100, 500 );
	$photos = array();
	for ( $n = 1; $n <= $count; $n++ ) {
		$photo  = array(
			'id'       => (string) ( 53000000000 + $n ),
			'secret'   => 'abc' . $n,
			'server'   => '65535',
			'farm'     => 66,
			'title'    => "Stand-in photo $n",
			'ispublic' => 1,
			'isfriend' => 0,
			'isfamily' => 0,
		);
		$photo += $set ? array() : array( 'owner' => $user );
		if ( in_array( 'description', $extras, true ) ) {
			$photo['description'] = array( '_content' => "Taken for the stand-in, number $n." );
		}
		if ( in_array( 'date_upload', $extras, true ) ) {
			$photo['dateupload'] = (string) stagecraft_stand_in_time( $n );
		}
		if ( in_array( 'owner_name', $extras, true ) ) {
			$photo['ownername'] = 'Stand-in Photographer';
		}
		foreach ( array(
			'l' => array( 1024, 576 ),
			'm' => array( 500, 281 ),
		) as $size => $box ) {
			if ( in_array( 'url_' . $size, $extras, true ) ) {
				$photo[ 'url_' . $size ]    = "$origin/stand-ins/social/image/$n.svg?s=$size";
				$photo[ 'width_' . $size ]  = $box[0];
				$photo[ 'height_' . $size ] = $box[1];
			}
		}
		$photos[] = $photo;
	}
	$page = array(
		'page'    => 1,
		'pages'   => max( 1, (int) ceil( STAGECRAFT_STAND_IN_ITEMS / max( 1, $count ) ) ),
		'perpage' => $count,
		'total'   => 'empty' === $id ? 0 : STAGECRAFT_STAND_IN_ITEMS,
		'photo'   => $photos,
	);
	$body = $set
		? array(
			'photoset' => array(
				'id'        => $id,
				'primary'   => '53000000001',
				'owner'     => $user,
				'ownername' => 'Stand-in Photographer',
				'title'     => 'Stand-in album',
			) + $page,
		)
		: array( 'photos' => $page );
	return stagecraft_stand_in_json( 200, $body + array( 'stat' => 'ok' ) );
}

/**
 * X API v2 user posts.
 *
 * @param string              $origin Stand-in origin.
 * @param string              $path   /users/{id}/tweets.
 * @param array<string,mixed> $query  Query.
 * @param string              $auth   Authorization header.
 * @return array{0:int,1:string,2:string}
 */
function stagecraft_stand_in_twitter( string $origin, string $path, array $query, string $auth ): array {
	if ( 'Bearer ' . STAGECRAFT_STAND_IN_CREDENTIAL !== $auth ) {
		return stagecraft_stand_in_json(
			401,
			array(
				'title'  => 'Unauthorized',
				'type'   => 'about:blank',
				'status' => 401,
				'detail' => 'Unauthorized',
			)
		);
	}
	if ( ! preg_match( '#^/users/([^/]+)/tweets$#', $path, $match ) ) {
		return stagecraft_stand_in_json(
			404,
			array(
				'errors' => array(
					array(
						'parameters' => new stdClass(),
						'message'    => 'The requested resource does not exist.',
					),
				),
				'title'  => 'Not Found Error',
				'detail' => 'The requested resource does not exist.',
				'type'   => 'https://api.twitter.com/2/problems/resource-not-found',
			)
		);
	}
	$id = rawurldecode( $match[1] );
	if ( 'missing' === $id ) {
		return stagecraft_stand_in_json(
			200,
			array(
				'errors' => array(
					array(
						'value'         => $id,
						'detail'        => "Could not find user with id: [$id].",
						'title'         => 'Not Found Error',
						'resource_type' => 'user',
						'parameter'     => 'id',
						'resource_id'   => $id,
						'type'          => 'https://api.twitter.com/2/problems/resource-not-found',
					),
				),
			)
		);
	}
	$fault = stagecraft_stand_in_fault( $id );
	if ( $fault ) {
		return $fault;
	}
	$count = stagecraft_stand_in_count( $id, $query['max_results'] ?? null, 10, 100 );
	if ( 0 === $count ) {
		return stagecraft_stand_in_json( 200, array( 'meta' => array( 'result_count' => 0 ) ) );
	}
	$media = str_contains( (string) ( $query['expansions'] ?? '' ), 'attachments.media_keys' );
	$data  = array();
	$files = array();
	for ( $n = 1; $n <= $count; $n++ ) {
		$tweet = array(
			'id'                     => (string) ( 1860000000000000000 + $n ),
			'text'                   => "Stand-in post $n from the test account https://t.co/standin$n",
			'edit_history_tweet_ids' => array( (string) ( 1860000000000000000 + $n ) ),
			'created_at'             => gmdate( 'Y-m-d\TH:i:s.000\Z', stagecraft_stand_in_time( $n ) ),
			'author_id'              => $id,
		);
		if ( $media ) {
			$tweet['attachments'] = array( 'media_keys' => array( "3_$n" ) );
			$files[]              = array(
				'media_key' => "3_$n",
				'type'      => 'photo',
				'url'       => "$origin/stand-ins/social/image/$n.svg",
				'width'     => 640,
				'height'    => 360,
				'alt_text'  => "Stand-in picture $n",
			);
		}
		$data[] = $tweet;
	}
	$includes = array(
		'users' => array(
			array(
				'id'       => $id,
				'name'     => 'Stand-in Account',
				'username' => 'standin',
			),
		),
	);
	if ( $media ) {
		$includes['media'] = $files;
	}
	return stagecraft_stand_in_json(
		200,
		array(
			'data'     => $data,
			'includes' => $includes,
			'meta'     => array(
				'result_count' => $count,
				'newest_id'    => $data[0]['id'],
				'oldest_id'    => $data[ $count - 1 ]['id'],
				'next_token'   => 'standinnext',
			),
		)
	);
}

/**
 * Vimeo API videos.
 *
 * @param string              $origin Stand-in origin.
 * @param string              $path   /me/videos, /users/{id}/videos or /users/{id}/albums/{album}/videos.
 * @param array<string,mixed> $query  Query.
 * @param string              $auth   Authorization header.
 * @return array{0:int,1:string,2:string}
 */
function stagecraft_stand_in_vimeo( string $origin, string $path, array $query, string $auth ): array {
	$error = static fn ( int $status, string $message, string $developer, int $code ) => stagecraft_stand_in_json(
		$status,
		array(
			'error'             => $message,
			'link'              => null,
			'developer_message' => $developer,
			'error_code'        => $code,
		)
	);
	if ( 0 !== strcasecmp( 'bearer ' . STAGECRAFT_STAND_IN_CREDENTIAL, $auth ) ) {
		return $error( 401, 'You must provide a valid authenticated access token.', 'The access token is invalid or has been revoked.', 8003 );
	}
	if ( ! preg_match( '#^(?:/me|/users/([^/]+))(?:/albums/([^/]+))?/videos$#', $path, $match ) ) {
		return $error( 404, 'The requested page could not be found.', 'The requested path does not exist.', 5000 );
	}
	$id = rawurldecode( (string) ( ( $match[2] ?? '' ) !== '' ? $match[2] : ( $match[1] ?? 'me' ) ) );
	if ( 'missing' === $id ) {
		return $error( 404, 'The requested user could not be found', 'The requested user or album could not be found.', 5000 );
	}
	$fault = stagecraft_stand_in_fault( $id );
	if ( $fault ) {
		return $fault;
	}
	$count = stagecraft_stand_in_count( $id, $query['per_page'] ?? null, 25, 100 );
	$data  = array();
	for ( $n = 1; $n <= $count; $n++ ) {
		$data[] = array(
			'uri'          => '/videos/' . ( 900000000 + $n ),
			'name'         => "Stand-in clip $n",
			'description'  => "A clip for the stand-in, number $n.",
			'link'         => 'https://vimeo.com/' . ( 900000000 + $n ),
			'created_time' => gmdate( 'Y-m-d\TH:i:sP', stagecraft_stand_in_time( $n ) ),
			'pictures'     => array(
				'sizes' => array(
					array(
						'width'  => 295,
						'height' => 166,
						'link'   => "$origin/stand-ins/social/image/$n.svg?s=295",
					),
					array(
						'width'  => 1280,
						'height' => 720,
						'link'   => "$origin/stand-ins/social/image/$n.svg",
					),
				),
			),
			'user'         => array( 'name' => 'Stand-in Studio' ),
		);
	}
	return stagecraft_stand_in_json(
		200,
		array(
			'total'    => 'empty' === $id ? 0 : STAGECRAFT_STAND_IN_ITEMS,
			'page'     => 1,
			'per_page' => $count,
			'paging'   => array(
				'next'     => null,
				'previous' => null,
				'first'    => '/me/videos?page=1',
				'last'     => '/me/videos?page=1',
			),
			'data'     => $data,
		)
	);
}

/**
 * Answers the current request (bin/wp/router.php, test site only): /stand-ins/social/{source}/….
 *
 * @param string $uri The request URI.
 */
function stagecraft_social_stand_in_serve( string $uri ): void {
	$path = (string) parse_url( $uri, PHP_URL_PATH ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- runs without WordPress.
	if ( ! preg_match( '#^/stand-ins/social/([a-z]+)(/.*)?$#', $path, $match ) ) {
		return;
	}
	$headers = array();
	foreach ( $_SERVER as $name => $value ) {
		if ( str_starts_with( (string) $name, 'HTTP_' ) ) {
			$headers[ strtolower( str_replace( '_', '-', substr( (string) $name, 5 ) ) ) ] = (string) $value;
		}
	}
	$host   = preg_replace( '/[^A-Za-z0-9.:\[\]-]/', '', (string) ( $_SERVER['HTTP_HOST'] ?? '' ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- kept to host characters here, without WordPress.
	$origin = 'http://' . ( '' !== $host ? $host : '127.0.0.1' );
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a stand-in API.
	list( $status, $type, $body ) = stagecraft_social_stand_in( $origin, $match[1], $match[2] ?? '', $_GET, $headers );
	http_response_code( $status );
	header( 'Content-Type: ' . $type );
	echo $body; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- an API body.
}
