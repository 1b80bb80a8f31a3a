# Fails when a committed page under docs/generated differs from what the
# build generates from the TableGen descriptions.
#   cmake -DGENERATED_DIR=... -DCOMMITTED_DIR=... -P this-file
file(GLOB generated RELATIVE ${GENERATED_DIR} ${GENERATED_DIR}/*.md)
if(NOT generated)
  message(FATAL_ERROR "no generated docs under ${GENERATED_DIR}; build the shard-doc target")
endif()
set(stale)
foreach(page ${generated})
  execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files
                  ${GENERATED_DIR}/${page} ${COMMITTED_DIR}/${page}
                  RESULT_VARIABLE different)
  if(different)
    list(APPEND stale ${page})
  endif()
endforeach()
if(stale)
  message(FATAL_ERROR "docs/generated is stale for: ${stale}\n"
                      "run scripts/update-generated-docs.sh and commit the result")
endif()
