util.func private @decl(%a: index) -> index
util.func public @f(%a: index {foo.x}, %r: !stream.resource<*>) -> (index {bar.y}, %r) attributes {inlining_policy = #util.inline.never, some.attr} {
  util.return %a, %r : index, !stream.resource<*>
}
util.func private @g() {
  util.return
}
