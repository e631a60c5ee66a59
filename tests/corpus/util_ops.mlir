util.global private mutable @counter : i32
util.global private @three = 3 : i32
util.global public @weights = #stream.parameter.named<"model"::"w"> : tensor<4xf32>
util.global private @wide : i64 = 7 : i64
util.global private @res : !stream.resource<constant>
util.global private @pinned <inlining_policy = #util.inline.never> : index
util.global nested mutable @n {note} : index = 5 : index
util.initializer {
  %c = arith.constant 1 : i32
  util.global.store %c, @counter : i32
  util.return
}
util.initializer attributes {x.y} {
  %r = util.null : !stream.resource<constant>
  util.global.store %r, @res : !stream.resource<constant>
  util.return
}
util.func private @callee(%a: i32, %r: !stream.resource<*>) -> (i32, %r)
util.func private @none()
util.func public @main(%r: !stream.resource<*>) -> i32 {
  %v = util.global.load @counter : i32
  %k = util.global.load immutable @three : i32
  %w = util.global.load immutable @weights {x.y} : tensor<4xf32>
  %x, %y = util.call @callee(%v, %r) : (i32, !stream.resource<*>) -> (i32, %r)
  util.call @none() : () -> ()
  %z:2 = util.call @callee(%v, %r) <arg_attrs = [{}, {a.b}]> {note} : (i32, !stream.resource<*>) -> (i32, %r)
  %key = util.buffer.constant : !util.buffer = "key0"
  %key2 = util.buffer.constant "named" <alignment = 16, mime_type = "text/plain"> : !util.buffer = "key1"
  %key3 = util.buffer.constant <{alignment = 8 : index}> : !util.buffer = dense<[1, 2]> : tensor<2xi8>
  util.global.store %k, @counter : i32
  util.return %x : i32
}
util.func private @no_results() -> ()
util.func private @one_result(%x: i32) -> i32 {
  util.return %x : i32
}
util.func private @tied(%x: i32, %y: !stream.resource<*>) -> (i32 {a.b}, %y, %y as !stream.resource<external>) attributes {foo} {
  %e = util.null : !stream.resource<external>
  util.return %x, %y, %e : i32, !stream.resource<*>, !stream.resource<external>
}
util.func private @unnamed(i32, f32) -> (f32)
util.func nested @policy() attributes {inlining_policy = #util.inline.never}
util.func private @fn_result() -> (() -> i32)
