// An op's location may name an alias defined after it (not a line in a body
// that looks like one); a definition may name only aliases defined before it
// (MLIR's rule).  Each chunk is refused at iree-opt's place, right after the
// name (iree-opt: "alias id 'b'"; xDSL: "alias '#b'"); the last ones (a later
// definition naming an earlier one; spaces and line breaks) are read.
// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

"test.op"() : () -> () loc(#a)
#a = loc(fused[#b])
#b = loc("x.py":1:2)
// CHECK:      read_location_aliases_invalid.mlir:10:18: error: undefined symbol alias '#b'
// IREE:       read_location_aliases_invalid.mlir:10:18: error: undefined symbol alias id 'b'

// -----

#a = loc(fused[#b])
#b = loc("x.py":1:2)
"test.op"() : () -> () loc(#a)
// CHECK:      read_location_aliases_invalid.mlir:17:18: error: undefined symbol alias '#b'
// IREE:       read_location_aliases_invalid.mlir:17:18: error: undefined symbol alias id 'b'

// -----

"test.op"() : () -> () loc(#a)
#a = loc(#b)
#b = loc("x.py":1:2)
// CHECK:      read_location_aliases_invalid.mlir:26:12: error: undefined symbol alias '#b'
// IREE:       read_location_aliases_invalid.mlir:26:12: error: undefined symbol alias id 'b'

// -----

"test.op"() : () -> () loc(#a)
#a = loc(callsite(#b at "y.py":1:1))
#b = loc("x.py":1:2)
// CHECK:      read_location_aliases_invalid.mlir:34:21: error: undefined symbol alias '#b'
// IREE:       read_location_aliases_invalid.mlir:34:21: error: undefined symbol alias id 'b'

// -----

"test.op"() : () -> () loc(#a)
#a = loc(fused[#a])
// CHECK:      read_location_aliases_invalid.mlir:42:18: error: undefined symbol alias '#a'
// IREE:       read_location_aliases_invalid.mlir:42:18: error: undefined symbol alias id 'a'

// -----

// Only an op's whole location is read after the alias: a later alias inside
// a fused, callsite or name location, of an op or a block argument, is not.
"test.op"() : () -> () loc(fused[#a, "x"])
#a = loc("x.py":1:2)
// CHECK:      read_location_aliases_invalid.mlir:50:36: error: undefined symbol alias '#a'
// IREE:       read_location_aliases_invalid.mlir:50:36: error: undefined symbol alias id 'a'

// -----

"test.op"() : () -> () loc(callsite("f" at #a))
#a = loc("x.py":1:2)
// CHECK:      read_location_aliases_invalid.mlir:57:46: error: undefined symbol alias '#a'
// IREE:       read_location_aliases_invalid.mlir:57:46: error: undefined symbol alias id 'a'

// -----

"test.op"() : () -> () loc("name"(#a))
#a = loc("x.py":1:2)
// CHECK:      read_location_aliases_invalid.mlir:64:37: error: undefined symbol alias '#a'
// IREE:       read_location_aliases_invalid.mlir:64:37: error: undefined symbol alias id 'a'

// -----

"test.op"() ({
^bb0(%x: i32 loc(fused<"m">[#a])):
  "test.end"() : () -> ()
}) : () -> ()
#a = loc("x.py":1:2)
// CHECK:      read_location_aliases_invalid.mlir:72:31: error: undefined symbol alias '#a'
// IREE:       read_location_aliases_invalid.mlir:72:31: error: undefined symbol alias id 'a'

// -----

"test.op"() {a = #foo.x<
#a = loc("not.py":1:1)
>} : () -> () loc(#a)
// CHECK:      read_location_aliases_invalid.mlir:[[# @LINE - 1]]:21: error: undefined symbol alias '#a'
// IREE:       read_location_aliases_invalid.mlir:[[# @LINE - 2]]:19: error: operation location alias was never defined

// -----

"test.op"() : () -> () loc(#a)
#c = loc("x.py":1:2)
#b = loc(fused[#c])
#a = loc(fused[#b, #c])
// CHECK:      "test.op"() : () -> ()
// IREE:       "test.op"() : () -> ()

// -----

"test.op"() : () -> () loc(#a)
  #a=loc("x.py":1:2)
#b
  =
  loc ("y.py":3:4)
"test.op"() : () -> () loc(#b)
// CHECK:      "test.op"() : () -> ()
// CHECK:      "test.op"() : () -> ()
// IREE:       "test.op"() : () -> ()
// IREE:       "test.op"() : () -> ()
