# Builds and runs test/Integration/external-consumer against the Shard CMake
# package, from the build tree or from a fresh install of it.
#
#   cmake -DMODE=build-tree|install -DSHARD_BINARY_DIR=... -DSOURCE_DIR=...
#         -DWORK_DIR=... -DGENERATOR=... -DCXX_COMPILER=... -P this-file
cmake_minimum_required(VERSION 3.20)

function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE result
                  OUTPUT_VARIABLE output ERROR_VARIABLE output)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "command failed (${result}): ${ARGN}\n${output}")
  endif()
  set(last_output "${output}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

if(MODE STREQUAL "install")
  set(prefix ${WORK_DIR}/prefix)
  run(${CMAKE_COMMAND} --install ${SHARD_BINARY_DIR} --prefix ${prefix})
  set(shard_dir ${prefix}/lib/cmake/Shard)
  if(NOT EXISTS ${prefix}/include/Shard/Dialect/AP/IR/APOps.h.inc)
    message(FATAL_ERROR "the install lacks the generated headers")
  endif()
elseif(MODE STREQUAL "build-tree")
  set(shard_dir ${SHARD_BINARY_DIR}/lib/cmake/Shard)
else()
  message(FATAL_ERROR "MODE must be build-tree or install")
endif()

run(${CMAKE_COMMAND} -G ${GENERATOR} -S ${SOURCE_DIR} -B ${WORK_DIR}/build
    -DCMAKE_CXX_COMPILER=${CXX_COMPILER} -DCMAKE_BUILD_TYPE=Release
    -DShard_DIR=${shard_dir})
run(${CMAKE_COMMAND} --build ${WORK_DIR}/build)
run(${WORK_DIR}/build/consumer)
if(NOT last_output MATCHES "local shape: 8x3" OR
   NOT last_output MATCHES "partitioned: \\(tensor<16x12xf32>\\) -> tensor<8x3xf32>")
  message(FATAL_ERROR "unexpected consumer output: ${last_output}")
endif()
# Embedding the partitioner does not pull in the solver's CBC.
find_program(LDD ldd)
if(LDD)
  run(${LDD} ${WORK_DIR}/build/consumer)
  # Library names only: the load addresses ldd prints are hex, and one
  # like 0x00007fe1cbc1e000 holds "cbc".
  if(last_output MATCHES "lib(Cbc|CbcSolver|Clp|OsiClp|Osi|Cgl|CoinUtils)[^ ]*\\.so")
    message(FATAL_ERROR "the consumer links CBC:\n${last_output}")
  endif()
endif()
message(STATUS "external consumer (${MODE}): ${last_output}")
