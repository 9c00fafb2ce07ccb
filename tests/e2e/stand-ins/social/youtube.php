<?php
/**
 * Stand-in of the YouTube Data API v3 playlistItems.list and search.list (see ../social-apis.php).
 *
 * @package Stagecraft
 */

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
