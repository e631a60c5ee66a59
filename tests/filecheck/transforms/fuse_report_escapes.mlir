// RUN: xdsl-stream-opt --allow-unregistered-dialect -p 'fuse-dispatch-bindings{report=json}' %s 2>&1 >/dev/null | filecheck %s

// CHECK:      "not_fused": [
// CHECK-NEXT:   {
// CHECK-NEXT:     "first": 0,
// CHECK-NEXT:     "second": 1,
// CHECK-NEXT:     "kind": "non-subspan-use",
// CHECK-NEXT:     "reason": "bindings #0 ('test.use'), #1 ('test.use') are used by ops other than stream.binding.subspan; the group is left untouched",
// CHECK-NEXT:     "site": null,
// CHECK-NEXT:     "binding": 0
// Two bindings escape (used by a non-subspan op): the pair they would fuse
// is reported as not fused because of the first escaping binding (#0).
stream.executable private @ex {
  stream.executable.export public @e
  builtin.module {
    func.func @e(%p: !stream.binding, %q: !stream.binding) {
      "test.use"(%q) : (!stream.binding) -> ()
      "test.use"(%p) : (!stream.binding) -> ()
      return
    }
  }
}
util.func public @main(%r: !stream.resource<constant>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c256 = arith.constant 256 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<constant>{%c256}) {
    stream.cmd.dispatch @ex::@e {
      ro %x[%c0 for %c16] : !stream.resource<constant>{%c256},
      ro %x[%c16 for %c16] : !stream.resource<constant>{%c256}
    }
  } => !stream.timepoint
  util.return
}
