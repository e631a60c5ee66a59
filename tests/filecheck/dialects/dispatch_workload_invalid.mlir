// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s

// A dispatch's workload of the wrong type, in iree-opt's words (a
// `stream.cmd.dispatch` said its workload had 1 value where 1 was wanted).

stream.executable private @ex {
  stream.executable.export public @fn workgroups(%arg0: i32) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @fn(%arg0: !stream.binding) {
      return
    }
  }
}
util.func public @f(%r: !stream.resource<transient>, %sz: index, %n: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    stream.cmd.dispatch @ex::@fn[%n] {
      ro %x[%c0 for %sz] : !stream.resource<transient>{%sz}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}
// CHECK: :[[# @LINE - 6]]:5: error: 'stream.cmd.dispatch' op workload operand 0 type mismatch; expected 'i32' but passed 'index'

// -----

stream.executable private @ex {
  stream.executable.export public @fn workgroups(%arg0: i32) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @fn(%arg0: !stream.binding) {
      return
    }
  }
}
util.func public @f(%r: !stream.resource<*>, %sz: index, %n: index) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %0 = stream.async.dispatch @ex::@fn[%n](%r[%c0 to %sz for %sz]) : (!stream.resource<*>{%sz}) -> !stream.resource<*>{%sz}
  util.return %0 : !stream.resource<*>
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.async.dispatch' op workload operand 0 type mismatch; expected 'i32' but passed 'index'

// -----

// A workgroup dimension is an `index`: the package read any integer, and
// said it was out of the dimensions' bounds.
stream.executable private @ex {
  stream.executable.export public @fn
  builtin.module {
    func.func @fn() {
      %0 = stream.dispatch.workgroup.id[99999999999999999999] : index
      %1 = stream.dispatch.workgroup.count[0] : index
      return
    }
  }
}
// CHECK: :[[# @LINE - 6]]:41: error: integer constant out of range for attribute

// -----

stream.executable private @ex {
  stream.executable.export public @fn
  builtin.module {
    func.func @fn() {
      %0 = stream.dispatch.workgroup.size[1.0] : index
      return
    }
  }
}
// CHECK: :[[# @LINE - 5]]:46: error: floating point value not valid for specified type
