// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

// Stream op rules a differential battery found the package missing; iree-opt
// 3.13 refuses each case too.

// A command region yields nothing: its op has no results.
util.func public @yield_in_execute(%t: !stream.resource<transient>, %s: index) -> !stream.timepoint {
  %tt = stream.cmd.execute with(%t as %x: !stream.resource<transient>{%s}) {
    stream.yield %x : !stream.resource<transient>{%s}
  } => !stream.timepoint
  util.return %tt : !stream.timepoint
}

// CHECK: :[[# @LINE - 6]]:9: error: 'stream.cmd.execute' op along control flow edge from Operation stream.yield to Operation stream.cmd.execute: region branch point has 1 operands, but region successor needs 0 inputs
// IREE:  :[[# @LINE - 7]]:9: error: 'stream.cmd.execute' op along control flow edge from Operation stream.yield to Operation stream.cmd.execute: region branch point has 1 operands, but region successor needs 0 inputs

// -----

util.func public @yield_in_serial(%t: !stream.resource<transient>, %s: index) -> !stream.timepoint {
  %tt = stream.cmd.execute with(%t as %x: !stream.resource<transient>{%s}) {
    stream.cmd.serial {
      stream.yield %x, %x : !stream.resource<transient>{%s}, !stream.resource<transient>{%s}
    }
  } => !stream.timepoint
  util.return %tt : !stream.timepoint
}

// CHECK: :[[# @LINE - 7]]:5: error: 'stream.cmd.serial' op along control flow edge from Operation stream.yield to Operation stream.cmd.serial: region branch point has 2 operands, but region successor needs 0 inputs
// IREE:  :[[# @LINE - 8]]:5: error: 'stream.cmd.serial' op along control flow edge from Operation stream.yield to Operation stream.cmd.serial: region branch point has 2 operands, but region successor needs 0 inputs

// -----

util.func public @yield_in_concurrent(%t: !stream.resource<transient>, %s: index) -> !stream.timepoint {
  %tt = stream.cmd.execute with(%t as %x: !stream.resource<transient>{%s}) {
    stream.cmd.concurrent {
      stream.yield %x : !stream.resource<transient>{%s}
    }
  } => !stream.timepoint
  util.return %tt : !stream.timepoint
}

// CHECK: :[[# @LINE - 7]]:5: error: 'stream.cmd.concurrent' op along control flow edge from Operation stream.yield to Operation stream.cmd.concurrent: region branch point has 1 operands, but region successor needs 0 inputs
// IREE:  :[[# @LINE - 8]]:5: error: 'stream.cmd.concurrent' op along control flow edge from Operation stream.yield to Operation stream.cmd.concurrent: region branch point has 1 operands, but region successor needs 0 inputs

// -----

// `stream.cmd.concurrent` and `stream.cmd.serial` live in command regions.
util.func public @concurrent_outside() {
  stream.cmd.concurrent {
  }
  util.return
}

// CHECK: :[[# @LINE - 5]]:3: error: 'stream.cmd.concurrent' op expects parent op to be one of 'stream.cmd.execute, stream.cmd.serial, stream.cmd.concurrent'
// IREE:  :[[# @LINE - 6]]:3: error: 'stream.cmd.concurrent' op expects parent op to be one of 'stream.cmd.execute, stream.cmd.serial, stream.cmd.concurrent'

// -----

util.func public @serial_outside() {
  stream.cmd.serial {
  }
  util.return
}

// CHECK: :[[# @LINE - 5]]:3: error: 'stream.cmd.serial' op expects parent op to be one of 'stream.cmd.execute, stream.cmd.serial, stream.cmd.concurrent'
// IREE:  :[[# @LINE - 6]]:3: error: 'stream.cmd.serial' op expects parent op to be one of 'stream.cmd.execute, stream.cmd.serial, stream.cmd.concurrent'

// -----

// A command fill's pattern is i8, i16 or i32 (an async fill also takes i64).
util.func public @fill_i64(%t: !stream.resource<transient>, %s: index, %p: i64) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %tt = stream.cmd.execute with(%t as %x: !stream.resource<transient>{%s}) {
    stream.cmd.fill %p, %x[%c0 for %s] : i64 -> !stream.resource<transient>{%s}
  } => !stream.timepoint
  util.return %tt : !stream.timepoint
}

// CHECK: :[[# @LINE - 5]]:5: error: 'stream.cmd.fill' op operand #4 must be 8-bit signless integer or 16-bit signless integer or 32-bit signless integer, but got 'i64'
// IREE:  :[[# @LINE - 6]]:5: error: 'stream.cmd.fill' op operand #4 must be 8-bit signless integer or 16-bit signless integer or 32-bit signless integer, but got 'i64'

// -----

// An async execution region takes the captured resources, one argument each,
// of their types.
util.func public @extra_block_arg(%r: !stream.resource<*>, %size: index) -> !stream.timepoint {
  %tt = "stream.async.execute"(%r, %size) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, tied_operands = []}> ({
  ^bb0(%a: !stream.resource<*>, %a2: !stream.resource<*>):
    "stream.yield"() : () -> ()
  }) : (!stream.resource<*>, index) -> !stream.timepoint
  util.return %tt : !stream.timepoint
}

// CHECK: :[[# @LINE - 7]]:9: error: 'stream.async.execute' op along control flow edge from parent to Region #0: region branch point has 1 operands, but region successor needs 2 inputs
// IREE:  :[[# @LINE - 8]]:9: error: 'stream.async.execute' op along control flow edge from parent to Region #0: region branch point has 1 operands, but region successor needs 2 inputs

// -----

util.func public @block_arg_type(%r: !stream.resource<*>, %size: index) -> !stream.timepoint {
  %tt = "stream.async.execute"(%r, %size) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, tied_operands = []}> ({
  ^bb0(%a: !stream.resource<transient>):
    "stream.yield"() : () -> ()
  }) : (!stream.resource<*>, index) -> !stream.timepoint
  util.return %tt : !stream.timepoint
}

// CHECK: :[[# @LINE - 7]]:9: error: 'stream.async.execute' op along control flow edge from parent to Region #0: successor operand type #0 '!stream.resource<*>' should match successor input type #0 '!stream.resource<transient>'
// IREE:  :[[# @LINE - 8]]:9: error: 'stream.async.execute' op along control flow edge from parent to Region #0: successor operand type #0 '!stream.resource<*>' should match successor input type #0 '!stream.resource<transient>'

// -----

// Parameters and transients take resources of any lifetime but staging.
util.func public @parameter_staging(%buf: !util.buffer) {
  %k = arith.constant 0 : i64
  %c16 = arith.constant 16 : index
  %a, %at = stream.async.parameter.load %buf[%k] : !stream.resource<staging>{%c16} => !stream.timepoint
  util.return
}

// CHECK: :[[# @LINE - 4]]:13: error: 'stream.async.parameter.load' op result #0 must be resource or external resource or transient resource or variable resource or constant resource, but got '!stream.resource<staging>'
// IREE:  :[[# @LINE - 5]]:13: error: 'stream.async.parameter.load' op result #0 must be resource or external resource or transient resource or variable resource or constant resource, but got '!stream.resource<staging>'

// -----

util.func public @cmd_parameter_read_staging(%k: !util.buffer, %o: i64, %n: index, %a: !stream.resource<staging>) -> !stream.timepoint {
  %t = stream.cmd.parameter.read %k[%o] -> %a[%n for %n] : !stream.resource<staging>{%n} => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: :[[# @LINE - 4]]:8: error: 'stream.cmd.parameter.read' op operand #2 must be resource or external resource or transient resource or variable resource or constant resource, but got '!stream.resource<staging>'
// IREE:  :[[# @LINE - 5]]:{{[0-9]+}}: error: {{.*}}must be resource or external resource or transient resource or variable resource or constant resource, but got '!stream.resource<staging>'

// -----

util.func public @transients_staging(%st: !stream.resource<staging>, %t: !stream.resource<transient>, %s: index) {
  %a, %at = stream.resource.transients %st : !stream.resource<staging>{%s} from %t : !stream.resource<transient>{%s} => !stream.timepoint
  util.return
}

// CHECK: :[[# @LINE - 4]]:13: error: 'stream.resource.transients' op operand #0 must be resource or external resource or transient resource or variable resource or constant resource, but got '!stream.resource<staging>'
// IREE:  :[[# @LINE - 5]]:13: error: 'stream.resource.transients' op operand #0 must be resource or external resource or transient resource or variable resource or constant resource, but got '!stream.resource<staging>'

// -----

// A pack interval bound is an index: it fits 64 bits, read signed.
util.func public @pack_interval(%s: index) {
  %p:2 = stream.resource.pack slices({
    [0, 9223372036854775808] = %s
  }) : index
  util.return
}

// CHECK: :[[# @LINE - 5]]:9: error: integer constant out of range for attribute
// IREE:  :[[# @LINE - 6]]:9: error: integer constant out of range for attribute

// -----

util.func public @pack_interval_negative(%s: index) {
  %p:2 = stream.resource.pack slices({
    [-9223372036854775809, 0] = %s
  }) : index
  util.return
}

// CHECK: :[[# @LINE - 5]]:7: error: integer constant out of range for attribute
// IREE:  :[[# @LINE - 6]]:7: error: integer constant out of range for attribute

// -----

// An affinity is a #hal.device.affinity, .promise or .optimal.
util.func public @affinity_int(%s: index) {
  %a = stream.async.alloca on(1 : i32) : !stream.resource<*>{%s}
  util.return
}

// CHECK: :[[# @LINE - 4]]:8: error: 'stream.async.alloca' op invalid kind of attribute specified
// IREE:  :[[# @LINE - 5]]:31: error: custom op 'stream.async.alloca' invalid kind of attribute specified

// -----

util.func public @affinity_alias(%t: !stream.resource<transient>, %o: index, %s: index) -> !stream.timepoint {
  %tt = stream.cmd.execute with(%t as %x: !stream.resource<transient>{%s}) {
    stream.cmd.flush to(#hal.device.alias<"local">) %x[%o for %s] : !stream.resource<transient>{%s}
  } => !stream.timepoint
  util.return %tt : !stream.timepoint
}

// CHECK: :[[# @LINE - 5]]:5: error: 'stream.cmd.flush' op invalid kind of attribute specified
// IREE:  :[[# @LINE - 6]]:25: error: custom op 'stream.cmd.flush' invalid kind of attribute specified

// -----

util.func public @affinity_generic() -> !stream.timepoint {
  %tt = "stream.cmd.execute"() <{affinity = 3 : i32, operandSegmentSizes = array<i32: 0, 0, 0>}> ({
    "stream.yield"() : () -> ()
  }) : () -> !stream.timepoint
  util.return %tt : !stream.timepoint
}

// CHECK: :[[# @LINE - 6]]:9: error: 'stream.cmd.execute' op invalid kind of attribute specified
// IREE:  :[[# @LINE - 7]]:9: error: invalid properties {affinity = 3 : i32, operandSegmentSizes = array<i32: 0, 0, 0>} for op stream.cmd.execute: Invalid attribute `affinity` in property conversion: 3 : i32

// -----

// `stream.yield` ends an execution region.
util.func public @yield_outside() {
  stream.yield
}

// CHECK: :[[# @LINE - 3]]:3: error: 'stream.yield' op expects parent op to be one of 'stream.async.execute, stream.async.concurrent, stream.cmd.execute, stream.cmd.serial, stream.cmd.concurrent'
// IREE:  :[[# @LINE - 4]]:3: error: 'stream.yield' op expects parent op to be one of 'stream.async.execute, stream.async.concurrent, stream.cmd.execute, stream.cmd.serial, stream.cmd.concurrent'

// -----

// A mapped buffer is a resource of any lifetime but staging (it was accepted).
util.func public @try_map_staging(%b: !util.buffer, %s: index) {
  %c0 = arith.constant 0 : index
  %ok, %r = stream.resource.try_map %b[%c0] : !util.buffer -> i1, !stream.resource<staging>{%s}
  util.return
}

// CHECK: :[[# @LINE - 4]]:13: error: 'stream.resource.try_map' op result #1 must be resource or external resource or transient resource or variable resource or constant resource, but got '!stream.resource<staging>'
// IREE:  :[[# @LINE - 5]]:13: error: 'stream.resource.try_map' op result #1 must be resource or external resource or transient resource or variable resource or constant resource, but got '!stream.resource<staging>'

// -----

// An affinity clause begun holds its affinity: `on()` was read as no clause.
util.func public @empty_affinity(%s: index) {
  %0 = stream.async.alloca on() : !stream.resource<*>{%s}
  util.return
}

// CHECK: :[[# @LINE - 4]]:31: error: expected attribute value
// IREE:  :[[# @LINE - 5]]:31: error: expected attribute value

// -----

util.func public @empty_transfer_affinity(%r: !stream.resource<*>, %s: index) {
  %1 = stream.async.transfer %r : !stream.resource<*>{%s} from() -> !stream.resource<*>{%s}
  util.return
}

// CHECK: :[[# @LINE - 4]]:{{[0-9]+}}: error: expected attribute value
// IREE:  :[[# @LINE - 5]]:{{[0-9]+}}: error: expected attribute value

// -----

// A command fills and exchanges resources of any lifetime but staging (both
// were accepted).
util.func public @fill_staging(%r: !stream.resource<staging>, %s: index, %v: i8) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %t = stream.cmd.execute with(%r as %a: !stream.resource<staging>{%s}) {
    stream.cmd.fill %v, %a[%c0 for %s] : i8 -> !stream.resource<staging>{%s}
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: :[[# @LINE - 5]]:5: error: 'stream.cmd.fill' op operand #0 must be resource or external resource or transient resource or variable resource or constant resource, but got '!stream.resource<staging>'
// IREE:  :[[# @LINE - 6]]:5: error: 'stream.cmd.fill' op operand #0 must be resource or external resource or transient resource or variable resource or constant resource, but got '!stream.resource<staging>'

// -----

util.func public @collective_staging(%r: !stream.resource<staging>, %s: index, %c: !stream.channel) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %t = stream.cmd.execute with(%r as %a: !stream.resource<staging>{%s}) {
    stream.cmd.collective<all_reduce with sum : f32>[%s] channel(%c) {
      ro %a[%c0 for %s] : !stream.resource<staging>{%s},
      wo %a[%c0 for %s] : !stream.resource<staging>{%s}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: :[[# @LINE - 8]]:5: error: 'stream.cmd.collective' op operand #2 must be variadic of resource or external resource or transient resource or variable resource or constant resource, but got '!stream.resource<staging>'
// IREE:  :[[# @LINE - 9]]:5: error: 'stream.cmd.collective' op operand #2 must be variadic of resource or external resource or transient resource or variable resource or constant resource, but got '!stream.resource<staging>'

// -----

// A dispatch's uniform operands are primitives (a vector was read with exit 0).
stream.executable private @ex {
  stream.executable.export public @fn workgroups() -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @fn(%arg0: vector<4xf32>) {
      return
    }
  }
}
util.func public @f(%u: vector<4xf32>) {
  %t = stream.cmd.execute with() {
    "stream.cmd.dispatch"(%u) <{entry_points = [@ex::@fn], operandSegmentSizes = array<i32: 0, 1, 0, 0, 0, 0>, resource_accesses = []}> : (vector<4xf32>) -> ()
  } => !stream.timepoint
  util.return
}
// CHECK: :[[# @LINE - 4]]:5: error: 'stream.cmd.dispatch' op operand #0 must be variadic of index or integer or floating-point or complex-type, but got 'vector<4xf32>'
// IREE: :[[# @LINE - 5]]:5: error: 'stream.cmd.dispatch' op operand #0 must be variadic of index or integer or floating-point or complex-type, but got 'vector<4xf32>'

// -----

// An op that is neither a command nor streamable, in a command region: at
// the op, in IREE's words (it was at the execute, in the package's).
util.func public @non_command_op(%r: !stream.resource<transient>, %s: index) -> !stream.timepoint {
  %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%s}) {
    %x = arith.addi %s, %s : index
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}
// CHECK: :[[# @LINE - 4]]:10: error: 'arith.addi' op explicit execution regions must only contain explicit ops
// IREE: :[[# @LINE - 5]]:10: error: 'arith.addi' op explicit execution regions must only contain explicit ops

// -----

// A splat's or fill's value is an i8, i16, i32 or i64: refused at the op in
// IREE's words (the package said xDSL's, at the type).
util.func public @splat_index(%x: index, %s: index) -> !stream.resource<*> {
  %0 = stream.async.splat %x : index -> !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.async.splat' op operand #0 must be 8-bit signless integer or 16-bit signless integer or 32-bit signless integer or 64-bit signless integer, but got 'index'
// IREE: :[[# @LINE - 4]]:8: error: 'stream.async.splat' op operand #0 must be 8-bit signless integer or 16-bit signless integer or 32-bit signless integer or 64-bit signless integer, but got 'index'
